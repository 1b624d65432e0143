import { describe, expect, it } from "vitest";
import { parseConfig } from "./parse-config";

describe("parseConfig", () => {
  it("keeps valid http(s) URLs without their trailing slash", () => {
    const { config, problems } = parseConfig({
      UNIVERS_MARIN_HOST: "https://um.example.fr/",
      LINK_CONTACT: "http://contact.example.fr/contact",
    });
    expect(problems).toEqual([]);
    expect(config.UNIVERS_MARIN_HOST).toBe("https://um.example.fr");
    expect(config.LINK_CONTACT).toBe("http://contact.example.fr/contact");
  });

  it("treats empty and missing values as not configured", () => {
    const { config, problems } = parseConfig({ MATOMO_URL: "", MATOMO_SITE_ID: "  " });
    expect(config.MATOMO_URL).toBeUndefined();
    expect(config.MATOMO_SITE_ID).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "/relative", "ftp://x.fr", "https://user:pw@x.fr"])(
    "refuses %s and names the variable",
    (value) => {
      const { config, problems } = parseConfig({ SHIPOWNER_PORTAL_URL: value });
      expect(config.SHIPOWNER_PORTAL_URL).toBeUndefined();
      expect(problems.map((p) => p.variable)).toEqual(["SHIPOWNER_PORTAL_URL"]);
    },
  );

  it("reads the Matomo site id as a number and refuses anything else", () => {
    expect(parseConfig({ MATOMO_SITE_ID: "42" }).config.MATOMO_SITE_ID).toBe(42);
    expect(parseConfig({ MATOMO_SITE_ID: "4x" }).problems[0]?.variable).toBe("MATOMO_SITE_ID");
  });

  it("survives a missing or malformed env object", () => {
    expect(parseConfig(undefined)).toEqual({ config: {}, problems: [] });
    expect(parseConfig("nonsense")).toEqual({ config: {}, problems: [] });
  });
});
