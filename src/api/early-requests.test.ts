import { describe, expect, it, vi } from "vitest";
import { readEarly, sendEarly, takeEarly } from "./early-requests";

const answer = (body: string) => Promise.resolve(new Response(body));

describe("early requests", () => {
  it("gives a GET the entry sent to the first one who asks, then nothing: a retry goes to the network", async () => {
    sendEarly(
      ["/api/a"],
      vi.fn(() => answer("early")),
    );
    const taken = takeEarly("/api/a", { method: "GET" });
    expect(await (await taken)?.text()).toBe("early");
    expect(takeEarly("/api/a", undefined)).toBeUndefined();
  });

  it("gives nothing for another method, nor for a path the entry did not ask", () => {
    sendEarly(
      ["/api/b"],
      vi.fn(() => answer("early")),
    );
    expect(takeEarly("/api/b", { method: "POST" })).toBeUndefined();
    expect(takeEarly("/api/c", undefined)).toBeUndefined();
    expect(takeEarly("/api/b", undefined)).toBeDefined();
  });

  it("keeps the client's timeout: an answer still pending when the client aborts fails with the abort", async () => {
    sendEarly(
      ["/api/slow"],
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const controller = new AbortController();
    const taken = takeEarly("/api/slow", { signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: "AbortError" });
  });

  it("passes on a failed early request as the client's own fetch would fail", async () => {
    sendEarly(
      ["/api/down"],
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(takeEarly("/api/down", { signal: new AbortController().signal })).rejects.toThrow("Failed to fetch");
  });

  it("lets the entry read a successful answer's body, and the client still take the whole answer", async () => {
    sendEarly(
      ["/api/read"],
      vi.fn(() => answer('[{"libelleCerbere":"X"}]')),
    );
    const taken = takeEarly("/api/read", undefined);
    expect(await (await taken)?.json()).toEqual([{ libelleCerbere: "X" }]);
    expect(await readEarly("/api/read")).toEqual([{ libelleCerbere: "X" }]);
  });

  it("reads nothing of a failed answer, a body that is not JSON, a failed request, or a path not sent", async () => {
    sendEarly(
      ["/api/401", "/api/html", "/api/offline"],
      vi.fn((path: string) =>
        path === "/api/401"
          ? Promise.resolve(new Response("{}", { status: 401 }))
          : path === "/api/html"
            ? answer("<html>")
            : Promise.reject(new TypeError("Failed to fetch")),
      ),
    );
    expect(await readEarly("/api/401")).toBeUndefined();
    expect(await readEarly("/api/html")).toBeUndefined();
    expect(await readEarly("/api/offline")).toBeUndefined();
    expect(await readEarly("/api/never-sent")).toBeUndefined();
  });
});
