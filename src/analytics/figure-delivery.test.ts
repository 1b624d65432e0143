import { describe, expect, it, vi } from "vitest";
import { figureDelivery } from "./figure-delivery";

const TRACKER = "https://stats.example.gouv.fr/matomo.php";

describe("the field figures' delivery", () => {
  it("hands a controlled page's figures to its worker, and asks it to send what it keeps", () => {
    const postMessage = vi.fn();
    const fetch = vi.fn<typeof globalThis.fetch>();
    const delivery = figureDelivery(TRACKER, { worker: () => ({ postMessage }), fetch });
    delivery.send(["?e_a=LCP"]);
    delivery.flush();
    expect(postMessage.mock.calls).toEqual([
      [{ type: "portal:field-figures", trackerUrl: TRACKER, requests: ["?e_a=LCP"] }],
      [{ type: "portal:field-figures", trackerUrl: TRACKER, requests: [] }],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("without a worker, sends them itself with keepalive, and a failure costs nothing but the figures", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    const delivery = figureDelivery(TRACKER, { worker: () => null, fetch });
    delivery.send(["?e_a=LCP", "?e_a=TTFB"]);
    delivery.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(TRACKER);
    expect(init).toMatchObject({ method: "POST", keepalive: true, mode: "no-cors" });
    await expect(fetch.mock.results[0]?.value).rejects.toThrow();
  });

  it("sends nothing when there is nothing to send", () => {
    const postMessage = vi.fn();
    figureDelivery(TRACKER, { worker: () => ({ postMessage }), fetch: vi.fn() }).send([]);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
