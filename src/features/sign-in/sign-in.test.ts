import { describe, expect, it } from "vitest";
import { SIGN_IN_PROVIDERS, signInUrl } from "./sign-in";

describe("sign-in redirects", () => {
  it("are the six ids of docs/decisions.md under /oauth2/authorization", () => {
    expect(Object.values(SIGN_IN_PROVIDERS).map(signInUrl)).toEqual([
      "/oauth2/authorization/fc",
      "/oauth2/authorization/cer",
      "/oauth2/authorization/fc-ayant-droit",
      "/oauth2/authorization/cer-ayant-droit",
      "/oauth2/authorization/cer-agent",
      "/oauth2/authorization/cer-agent-vvm",
    ]);
  });
});
