import { describe, expect, it } from "vitest";
import { localeFromPath, stripLocale, withLocale } from "./locales";

describe("locale from the URL", () => {
  it.each([
    ["/login", "fr"],
    ["/fr/login", "fr"],
    ["/en/login", "en"],
    ["/es", "es"],
    ["/english/login", "fr"],
    ["/de/login", "fr"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it("strips and swaps the prefix, keeping the page", () => {
    expect(stripLocale("/en/plan-site")).toBe("/plan-site");
    expect(stripLocale("/es")).toBe("/");
    expect(stripLocale("/plan-site")).toBe("/plan-site");
    expect(withLocale("/fr/plan-site", "en")).toBe("/en/plan-site");
    expect(withLocale("/plan-site", "es")).toBe("/es/plan-site");
    expect(withLocale("/", "fr")).toBe("/fr");
  });
});
