import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEOUT_MS } from "../api/http-client";
import { LOAD_PLAN } from "./load-plan";

describe("the load plan", () => {
  it("waits for the session's answers as long as the API client does", () => {
    expect(LOAD_PLAN.sessionAnswers.capMs).toBe(DEFAULT_TIMEOUT_MS);
  });

  it("gives each idle phase a fallback no longer than its cap", () => {
    for (const phase of [LOAD_PLAN.ready, LOAD_PLAN.prefetch, LOAD_PLAN.serviceWorker])
      expect(phase.fallbackMs).toBeLessThanOrEqual(phase.capMs);
  });
});
