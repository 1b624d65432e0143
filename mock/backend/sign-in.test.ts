import { describe, expect, it } from "vitest";
import { isSignInPage } from "./sign-in";

describe("the persona shortcut's return path", () => {
  it.each(["/login", "/en/login", "/es/loginAyantDroit", "/login-agent", "/fr/login-agent"])("%s is a sign-in page", (path) => {
    expect(isSignInPage(path)).toBe(true);
  });

  it.each(["https://ailleurs.example.org/login", "//ailleurs/login", "/login?x=1", "/de/login", "/mes-infos", "/login-agent/"])(
    "%s is not a sign-in page",
    (path) => {
      expect(isSignInPage(path)).toBe(false);
    },
  );
});
