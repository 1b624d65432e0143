import { describe, expect, it } from "vitest";
import { retireWorker } from "./retire";

describe("retireWorker (the kill switch)", () => {
  it("deletes every cache, then unregisters", async () => {
    const order: string[] = [];
    await retireWorker({
      caches: {
        keys: async () => ["workbox-precache-v2-a", "other"],
        delete: async (name: string) => (order.push(`delete ${name}`), true),
      },
      registration: { unregister: async () => (order.push("unregister"), true) },
    });
    expect(order).toEqual(["delete workbox-precache-v2-a", "delete other", "unregister"]);
  });
});
