import { describe, expect, it } from "vitest";
import { parseConfig } from "./parse-config";
import { sessionIdleTimeoutMs } from "./session-idle-timeout";

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

  it.each([
    ["5", 5],
    ["30", 30],
    [" 45 ", 45],
    ["1440", 1440],
  ])("reads SESSION_IDLE_TIMEOUT_MINUTES=%j as %d minutes", (value, minutes) => {
    const { config, problems } = parseConfig({ SESSION_IDLE_TIMEOUT_MINUTES: value });
    expect(problems).toEqual([]);
    expect(config.SESSION_IDLE_TIMEOUT_MINUTES).toBe(minutes);
    expect(sessionIdleTimeoutMs(config)).toBe(minutes * 60_000);
  });

  it.each(["4", "1441", "0", "030", "30.5", "-30", "trente", "30m"])(
    "reports SESSION_IDLE_TIMEOUT_MINUTES=%j and falls back to 30 minutes",
    (value) => {
      const { config, problems } = parseConfig({ SESSION_IDLE_TIMEOUT_MINUTES: value });
      expect(problems.map((p) => p.variable)).toEqual(["SESSION_IDLE_TIMEOUT_MINUTES"]);
      expect(sessionIdleTimeoutMs(config)).toBe(30 * 60_000);
    },
  );

  it("takes 30 minutes when SESSION_IDLE_TIMEOUT_MINUTES is empty or absent", () => {
    expect(sessionIdleTimeoutMs(parseConfig({ SESSION_IDLE_TIMEOUT_MINUTES: "" }).config)).toBe(30 * 60_000);
    expect(sessionIdleTimeoutMs(parseConfig({}).config)).toBe(30 * 60_000);
  });

  it("survives a missing or malformed env object", () => {
    expect(parseConfig(undefined)).toEqual({ config: {}, problems: [] });
    expect(parseConfig("nonsense")).toEqual({ config: {}, problems: [] });
  });
});

describe("the import map env.js carries", () => {
  it("keeps each sub-application's module address", () => {
    const imports = { "univers-marin": "https://um.example.fr/main.js", peche: "https://peche.example.fr/v2/main.js" };
    const { config, problems } = parseConfig({ IMPORT_MAP: { imports } });
    expect(problems).toEqual([]);
    expect(config.IMPORT_MAP).toEqual({ imports });
  });

  it("is absent, and no problem, when env.js carries none", () => {
    const { config, problems } = parseConfig({});
    expect(config.IMPORT_MAP).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it.each([
    ["javascript:alert(1)", "not an absolute http(s) URL"],
    ["data:text/javascript,alert(1)", "not an absolute http(s) URL"],
    ["/main.js", "not an absolute http(s) URL"],
    ["https://user:pw@um.example.fr/main.js", "not an absolute http(s) URL"],
    [42, "not an absolute http(s) URL"],
  ])("drops the entry %j and names it", (address, reason) => {
    const { config, problems } = parseConfig({ IMPORT_MAP: { imports: { "univers-marin": address, ok: "https://ok.fr/m.js" } } });
    expect(config.IMPORT_MAP).toEqual({ imports: { ok: "https://ok.fr/m.js" } });
    expect(problems).toEqual([{ variable: 'IMPORT_MAP "univers-marin"', reason }]);
  });

  it.each(["Univers-Marin", "../x", "a b", "__proto__", "x".repeat(41), ""])("drops the name %j", (name) => {
    const { config, problems } = parseConfig({ IMPORT_MAP: { imports: { [name]: "https://um.example.fr/main.js" } } });
    expect(config.IMPORT_MAP).toEqual({ imports: {} });
    expect(problems).toEqual([{ variable: `IMPORT_MAP ${JSON.stringify(name)}`, reason: "not a module name" }]);
  });

  it.each([null, "https://um.example.fr/main.js", [], { imports: "x" }, { imports: [] }])("reports %j as no import map", (raw) => {
    const { config, problems } = parseConfig({ IMPORT_MAP: raw });
    expect(config.IMPORT_MAP).toEqual({ imports: {} });
    expect(problems).toEqual([{ variable: "IMPORT_MAP", reason: "not an import map" }]);
  });
});

describe("the origins a module may be overridden from", () => {
  it("keeps each listed origin", () => {
    const { config, problems } = parseConfig({ IMPORT_MAP_OVERRIDE_ORIGINS: "http://localhost:4200  https://preview.um.example.fr" });
    expect(problems).toEqual([]);
    expect(config.IMPORT_MAP_OVERRIDE_ORIGINS).toEqual(["http://localhost:4200", "https://preview.um.example.fr"]);
  });

  it.each(["", "   "])("is absent when the value is %j: overrides are off", (value) => {
    const { config, problems } = parseConfig({ IMPORT_MAP_OVERRIDE_ORIGINS: value });
    expect(config.IMPORT_MAP_OVERRIDE_ORIGINS).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it.each([
    "https://preview.um.example.fr/main.js",
    "https://preview.um.example.fr/",
    "HTTPS://Preview.um.example.fr",
    "https://user@preview.um.example.fr",
    "javascript:alert(1)",
    "data:text/javascript,x",
    "*",
    "'unsafe-inline'",
  ])("drops %j and names it, keeping the others", (origin) => {
    const { config, problems } = parseConfig({ IMPORT_MAP_OVERRIDE_ORIGINS: `${origin} http://localhost:4200` });
    expect(config.IMPORT_MAP_OVERRIDE_ORIGINS).toEqual(["http://localhost:4200"]);
    expect(problems).toEqual([{ variable: `IMPORT_MAP_OVERRIDE_ORIGINS ${JSON.stringify(origin)}`, reason: "not an http(s) origin" }]);
  });

  it("is absent when every origin is refused", () => {
    expect(parseConfig({ IMPORT_MAP_OVERRIDE_ORIGINS: "ftp://x.fr" }).config.IMPORT_MAP_OVERRIDE_ORIGINS).toBeUndefined();
  });
});
