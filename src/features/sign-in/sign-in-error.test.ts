import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  errorIdFromState,
  extractErrorId,
  parseSignInSearch,
  providerFailure,
  sessionNotice,
  signInAlert,
  signInError,
  signInErrorKey,
} from "./sign-in-error";

describe("where the errorId comes from", () => {
  it("reads the query parameter first", () => {
    expect(extractErrorId({ errorId: "3", state: "errorId=4", reconciliationMessage: "5" })).toBe("3");
  });

  it("then 'errorId=' inside the state parameter, raw or URL-encoded", () => {
    expect(extractErrorId({ state: "xyz&errorId=4", reconciliationMessage: "5" })).toBe("4");
    expect(errorIdFromState("errorId=7")).toBe("7");
    expect(errorIdFromState("a1b2c3%26errorId%3D9")).toBe("9");
    expect(errorIdFromState("redirect=/login;errorId=10;x=1")).toBe("10");
  });

  it("does not take a longer parameter name that ends in errorId", () => {
    expect(errorIdFromState("notAnerrorId=3")).toBeUndefined();
    expect(errorIdFromState("my_errorId=3")).toBeUndefined();
  });

  it("then the reconciliation message", () => {
    expect(extractErrorId({ state: "opaque-state", reconciliationMessage: "6" })).toBe("6");
  });

  it("is undefined when nothing carries one", () => {
    expect(extractErrorId({})).toBeUndefined();
    expect(extractErrorId({ state: "abc" })).toBeUndefined();
    expect(signInError({ state: "abc" }, "seafarer")).toBeNull();
  });

  it("ignores a state parameter too long to be genuine", () => {
    expect(errorIdFromState(`${"a".repeat(5000)}&errorId=3`)).toBeUndefined();
  });

  it("survives malformed percent-encoding", () => {
    expect(errorIdFromState("%E0%A4%A&errorId=2")).toBe("2");
    expect(errorIdFromState("%E0%A4%A")).toBeUndefined();
  });
});

describe("the catalogue entry", () => {
  it("maps 2 to 10 for seafarers", () => {
    for (let n = 2; n <= 10; n++) expect(signInErrorKey(String(n), "seafarer")).toBe(`ME_AUTH_MAR_${n}`);
  });

  it("maps 1 for agents, and only 1", () => {
    expect(signInErrorKey("1", "agent")).toBe("ME_AUTH_AG_1");
    expect(signInErrorKey("2", "agent")).toBe("generic");
  });

  it("has no entry 1, 0 or 11 for seafarers", () => {
    for (const id of ["1", "0", "11", "99", "00"]) expect(signInErrorKey(id, "seafarer")).toBe("generic");
  });

  it("gives the generic message for hostile or unknown values", () => {
    for (const id of [
      "<script>alert(1)</script>",
      "<b>3</b>",
      "3<img src=x onerror=alert(1)>",
      "javascript:alert(1)",
      "3; DROP TABLE",
      "３",
      "٣",
      "3.0",
      "-3",
      "1e1",
      "x".repeat(10_000),
      "",
      " ",
    ]) {
      expect(signInErrorKey(id, "seafarer")).toBe("generic");
      expect(signInErrorKey(id, "agent")).toBe("generic");
    }
  });

  it("only ever yields a key of the catalogue", () => {
    const keys = new Set(["generic", "ME_AUTH_AG_1", ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `ME_AUTH_MAR_${n}`)]);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom("seafarer", "agent" as const), (id, audience) =>
        keys.has(signInErrorKey(id, audience)),
      ),
    );
  });
});

describe("the route's search parameters", () => {
  it("keeps the router's numbers as text", () => {
    expect(parseSignInSearch({ errorId: 3 })).toEqual({ errorId: "3" });
  });

  it("drops what is neither text nor number", () => {
    expect(parseSignInSearch({ errorId: { a: 1 }, state: ["x"] })).toEqual({});
  });

  it("keeps a number too large to be an id, so it still shows the generic message", () => {
    const { errorId = "" } = parseSignInSearch({ errorId: Number.POSITIVE_INFINITY });
    expect(signInErrorKey(errorId, "seafarer")).toBe("generic");
  });

  it("bounds very long values so the extraction refuses them", () => {
    const { errorId = "" } = parseSignInSearch({ errorId: "9".repeat(1_000_000) });
    expect(errorId.length).toBeLessThanOrEqual(2049);
    expect(signInErrorKey(errorId, "seafarer")).toBe("generic");
  });
});

describe("a failed trip through the identity provider (Spring's ?error)", () => {
  it.each([
    ["access_denied", "refused"],
    ["authorization_request_not_found", "stale-request"],
    ["invalid_state_parameter", "stale-request"],
    ["invalid_grant", "expired-code"],
    ["temporarily_unavailable", "unavailable"],
    ["invalid_token_response", "unavailable"],
    ["server_error", "unavailable"],
    ["invalid_id_token", "failed"],
    ["", "failed"],
    ["constructor", "failed"],
    ["__proto__", "failed"],
    ["<img src=x onerror=alert(1)>", "failed"],
  ])("%s is told as %s", (error, expected) => {
    expect(providerFailure(error)).toBe(expected);
  });

  it("the backend's errorId comes first, then ?error, and a bare ?error is a failure too", () => {
    expect(signInAlert({ errorId: "9", error: "access_denied" }, "seafarer")).toEqual({ kind: "errorId", key: "ME_AUTH_MAR_9" });
    expect(signInAlert({ error: "access_denied" }, "agent")).toEqual({ kind: "provider", failure: "refused" });
    expect(signInAlert({ error: "" }, "seafarer")).toEqual({ kind: "provider", failure: "failed" });
    expect(signInAlert({ state: "abc" }, "seafarer")).toBeNull();
  });

  it("reads ?error and ?session from the router's search, bounded", () => {
    expect(parseSignInSearch({ error: "invalid_grant", session: "expiree" })).toEqual({ error: "invalid_grant", session: "expiree" });
    expect(parseSignInSearch({ error: "" })).toEqual({ error: "" });
    expect(parseSignInSearch({ error: "x".repeat(10_000) }).error?.length).toBeLessThanOrEqual(2049);
  });
});

describe("the session's end by its time limit", () => {
  it("is told only for ?session=expiree", () => {
    expect(sessionNotice({ session: "expiree" })).toBe("expired");
    expect(sessionNotice({ session: "terminee" })).toBe("ended");
    expect(sessionNotice({ session: "expired" })).toBeNull();
    expect(sessionNotice({ session: "<script>" })).toBeNull();
    expect(sessionNotice({})).toBeNull();
  });
});
