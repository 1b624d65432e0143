// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { createBrowserApiClient } from "./client";

describe("the browser's client", () => {
  it("sends the page to the error page once, and again after the page comes back from the back-forward cache", async () => {
    vi.spyOn(window, "fetch").mockImplementation(async () => new Response("", { status: 500 }));
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, "location", "get").mockReturnValue({
      assign,
      origin: "http://portail.test",
      pathname: "/fr/inscription",
    } as Partial<Location> as Location);
    const api = createBrowserApiClient();
    const call = () => api.request("/api/reconciliation/manuelle", z.unknown(), { method: "POST", body: {} }).catch(() => undefined);

    await call();
    await call();
    expect(assign.mock.calls).toEqual([["/fr/error/500"]]);

    // Every load's own pageshow keeps the client: failures at startup still send the page away once.
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    await call();
    expect(assign).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await call();
    expect(assign.mock.calls).toEqual([["/fr/error/500"], ["/fr/error/500"]]);
  });
});
