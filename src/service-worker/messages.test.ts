import { describe, expect, it } from "vitest";
import { FIELD_FIGURES, bulkTracking, isFieldFiguresMessage } from "./messages";

const valid = { type: FIELD_FIGURES, trackerUrl: "https://stats.example.gouv.fr/matomo.php", requests: ["?idsite=7&rec=1"] };

describe("the field figures' message", () => {
  it("is taken as the page sends it, with figures or without", () => {
    expect(isFieldFiguresMessage(valid)).toBe(true);
    expect(isFieldFiguresMessage({ ...valid, requests: [] })).toBe(true);
    expect(isFieldFiguresMessage({ ...valid, trackerUrl: "http://localhost:8081/matomo.php" })).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["a string", FIELD_FIGURES],
    ["another type", { ...valid, type: "portal:skip-waiting" }],
    ["a javascript: tracker", { ...valid, trackerUrl: "javascript:alert(1)" }],
    ["a data: tracker", { ...valid, trackerUrl: "data:text/plain,x" }],
    ["a relative tracker", { ...valid, trackerUrl: "/matomo.php" }],
    ["no tracker", { type: FIELD_FIGURES, requests: [] }],
    ["requests that are not a list", { ...valid, requests: "?a=1" }],
    ["a request that is not a query", { ...valid, requests: ["https://elsewhere.example/"] }],
    ["a request that is not a string", { ...valid, requests: [{ toString: (): string => "?a" }] }],
    ["an overlong request", { ...valid, requests: [`?${"a".repeat(2048)}`] }],
    ["too many requests", { ...valid, requests: Array.from({ length: 21 }, () => "?a=1") }],
  ])("is refused with %s", (_name, data) => {
    expect(isFieldFiguresMessage(data)).toBe(false);
  });
});

describe("a bulk tracking request", () => {
  it("is a simple, credential-free POST of Matomo's bulk body", () => {
    const init = bulkTracking(["?a=1", "?b=2"], true);
    expect(init).toMatchObject({ method: "POST", mode: "no-cors", credentials: "omit", keepalive: true });
    expect(typeof init.body).toBe("string");
    expect(JSON.parse(init.body as string)).toEqual({ requests: ["?a=1", "?b=2"] });
    expect(new Headers(init.headers).get("content-type")).toMatch(/^text\/plain/);
  });
});
