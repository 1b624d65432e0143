import { describe, expect, it } from "vitest";
import { chooserPage, isSignInPage, returnPathFor } from "./sign-in";

describe("the sign-in return path", () => {
  it.each([
    ["fc", "http://portail/en/login", "/en/login"],
    ["fc-ayant-droit", "http://portail/es/loginAyantDroit", "/es/loginAyantDroit"],
    ["cer-agent", "http://portail/login-agent/", "/login-agent"],
    ["cer", undefined, "/login"],
    ["cer-ayant-droit", "http://portail/mes-infos", "/loginAyantDroit"],
    ["cer-agent-vvm", "pas une url", "/login-agent"],
  ])("%s from %s goes back to %s", (id, referer, expected) => {
    expect(returnPathFor(id, referer)).toBe(expected);
  });

  it.each(["https://ailleurs.example.org/login", "//ailleurs/login", "/login?x=1", "/de/login", "/mes-infos"])(
    "%s is not a sign-in page",
    (path) => {
      expect(isSignInPage(path)).toBe(false);
    },
  );

  it("the chooser is a plain form with no script", () => {
    const html = chooserPage("fc", "/fr/login");
    expect(html).toContain('<form method="post" action="/oauth2/authorization/fc">');
    expect(html).toContain('name="retour" value="/fr/login"');
    expect(html).not.toMatch(/<script|on[a-z]+=/i);
  });
});
