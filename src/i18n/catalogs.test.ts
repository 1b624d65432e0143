import { describe, expect, it, vi } from "vitest";
import { catalogUrl, fetchCatalogs } from "./catalogs";

describe("fetchCatalogs", () => {
  it("fetches the four label files of the language and merges them", async () => {
    const fetchImpl = vi.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => ({ [url]: "x" }),
    }));
    const { messages, complete } = await fetchCatalogs("en", fetchImpl);
    expect(complete).toBe(true);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      "/assets/i18n/footer.en.json",
      "/assets/i18n/header.en.json",
      "/assets/i18n/content.en.json",
      "/assets/i18n/error.en.json",
    ]);
    expect(Object.keys(messages)).toHaveLength(4);
  });

  it("only logs a file that fails, keeping the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchImpl = async (url: string) =>
      url === catalogUrl("header", "es")
        ? { ok: false, status: 404, json: async () => ({}) }
        : { ok: true, status: 200, json: async () => ({ [url]: "y" }) };
    const { messages, complete } = await fetchCatalogs("es", fetchImpl);
    expect(Object.keys(messages)).toHaveLength(3);
    expect(complete).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("header.es.json");
  });

  it("ignores a body that is not a catalog", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const loaded = await fetchCatalogs("fr", async () => ({ ok: true, status: 200, json: async () => [1, 2] }));
    expect(loaded).toEqual({ messages: {}, complete: false });
  });
});
