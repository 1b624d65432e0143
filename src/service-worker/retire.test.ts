import { describe, expect, it, vi } from "vitest";
import { retireWorker } from "./retire";

describe("retireWorker (the kill switch)", () => {
  it("deletes every cache, then unregisters, then reloads each open tab from the network", async () => {
    const order: string[] = [];
    const navigate = vi.fn(async (url: string) => order.push(`navigate ${url}`));
    await retireWorker({
      caches: {
        keys: async () => ["workbox-precache-v2-a", "other"],
        delete: async (name: string) => (order.push(`delete ${name}`), true),
      },
      registration: { unregister: async () => (order.push("unregister"), true) },
      clients: { matchAll: async () => [{ url: "http://portal/fr/login", navigate }] },
    });
    expect(order).toEqual(["delete workbox-precache-v2-a", "delete other", "unregister", "navigate http://portal/fr/login"]);
  });
});
