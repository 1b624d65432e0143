import { afterEach, describe, expect, it, vi } from "vitest";

describe("npm start's ports", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // vite.config.ts's server and scripts/start.ts's printed address both read DEV_PORTAL_PORT.
  it("serves the portal on PORT when set", async () => {
    vi.stubEnv("PORT", "5199");
    expect((await import("./dev-env")).DEV_PORTAL_PORT).toBe(5199);
  });

  it("uses 5173 otherwise", async () => {
    vi.stubEnv("PORT", undefined);
    expect((await import("./dev-env")).DEV_PORTAL_PORT).toBe(5173);
  });
});
