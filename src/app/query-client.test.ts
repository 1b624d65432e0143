// @vitest-environment jsdom
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

describe("the portal's query client", () => {
  it("does not repeat a call that failed when another reader mounts", async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error("401");
    });
    await queryClient.query({ queryKey: ["mes-droits"], queryFn }).catch(() => undefined);
    const observer = new QueryObserver(queryClient, { queryKey: ["mes-droits"], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
