import { describe, expect, it, vi } from "vitest";
import { NO_EARLY_ANSWERS, sendEarly } from "./early-answers";

const answer = (body: string) => Promise.resolve(new Response(body));

describe("early answers", () => {
  it("sends each GET as the client does, and gives its answer to the first one who asks, then nothing: a retry goes to the network", async () => {
    const fetchImpl = vi.fn(() => answer("early"));
    const early = sendEarly(["/api/a"], fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith("/api/a", { headers: { Accept: "application/json" }, credentials: "same-origin" });
    expect(await (await early.take("/api/a"))?.text()).toBe("early");
    expect(early.take("/api/a")).toBeUndefined();
  });

  it("gives nothing for a path the entry did not ask", () => {
    const early = sendEarly(["/api/b"], () => answer("early"));
    expect(early.take("/api/c")).toBeUndefined();
    expect(early.take("/api/b")).toBeDefined();
  });

  it("passes on a failed early request as the client's own fetch would fail", async () => {
    const early = sendEarly(["/api/down"], () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(early.take("/api/down")).rejects.toThrow("Failed to fetch");
  });

  it("lets the entry read a successful answer's body, and the client still take the whole answer", async () => {
    const early = sendEarly(["/api/read"], () => answer('[{"libelleCerbere":"X"}]'));
    const taken = early.take("/api/read");
    expect(await (await taken)?.json()).toEqual([{ libelleCerbere: "X" }]);
    expect(await early.read("/api/read")).toEqual([{ libelleCerbere: "X" }]);
  });

  it("reads nothing of a failed answer, a body that is not JSON, a failed request, or a path not sent", async () => {
    const early = sendEarly(["/api/401", "/api/html", "/api/offline"], (path: string) =>
      path === "/api/401"
        ? Promise.resolve(new Response("{}", { status: 401 }))
        : path === "/api/html"
          ? answer("<html>")
          : Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(await early.read("/api/401")).toBeUndefined();
    expect(await early.read("/api/html")).toBeUndefined();
    expect(await early.read("/api/offline")).toBeUndefined();
    expect(await early.read("/api/never-sent")).toBeUndefined();
    expect(await NO_EARLY_ANSWERS.read("/api/401")).toBeUndefined();
    expect(NO_EARLY_ANSWERS.take("/api/401")).toBeUndefined();
  });
});
