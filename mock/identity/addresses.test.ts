// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { publicBase } from "../backend/public-base";
import { issuerOf, portalOrigins, providerAddresses } from "./addresses";
import { isPortalAddress } from "./clients";

describe("the providers' addresses", () => {
  it("default to 127.0.0.2 and 127.0.0.3 on the backend's port", () => {
    const addresses = providerAddresses({}, 8081);
    expect(issuerOf(addresses.fc)).toBe("http://127.0.0.2:8081");
    expect(issuerOf(addresses.cer)).toBe("http://127.0.0.3:8081");
  });

  it("follow MOCK_FC_ISSUER and MOCK_CERBERE_ISSUER, listening on MOCK_PROVIDERS_LISTEN_HOST (the tester stack)", () => {
    const env = {
      MOCK_FC_ISSUER: "http://fc-provider:8083",
      MOCK_CERBERE_ISSUER: "http://cerbere-provider:8084",
      MOCK_PROVIDERS_LISTEN_HOST: "0.0.0.0",
    };
    expect(providerAddresses(env, 8081)).toEqual({
      fc: { host: "0.0.0.0", port: 8083, issuer: "http://fc-provider:8083" },
      cer: { host: "0.0.0.0", port: 8084, issuer: "http://cerbere-provider:8084" },
    });
  });

  it("refuse to listen outside loopback unless told, and refuse an issuer with a path", () => {
    expect(() => providerAddresses({ MOCK_FC_ISSUER: "http://fc-provider:8083" }, 8081)).toThrow(/MOCK_PROVIDERS_LISTEN_HOST/);
    expect(providerAddresses({ MOCK_FC_ISSUER: "http://127.0.0.9:9000" }, 8081).fc).toEqual({
      host: "127.0.0.9",
      port: 9000,
      issuer: "http://127.0.0.9:9000",
    });
    expect(() => providerAddresses({ MOCK_CERBERE_ISSUER: "http://127.0.0.3:9000/cerbere" }, 8081)).toThrow(/MOCK_CERBERE_ISSUER/);
  });

  it("MOCK_PORTAL_ORIGINS is a comma list of origins", () => {
    expect(portalOrigins({ MOCK_PORTAL_ORIGINS: "http://portal:8080, https://recette.example.gouv.fr" })).toEqual([
      "http://portal:8080",
      "https://recette.example.gouv.fr",
    ]);
    expect(portalOrigins({})).toEqual([]);
    expect(() => portalOrigins({ MOCK_PORTAL_ORIGINS: "portal:8080" })).toThrow(/MOCK_PORTAL_ORIGINS/);
  });
});

describe("the portal addresses a provider sends the browser back to", () => {
  const path = "/login/oauth2/code/fc";
  it.each([`http://127.0.0.1:18080${path}`, `http://127.0.0.1:5173${path}`, `http://localhost:18093${path}`, `http://portal:8080${path}`])(
    "%s is accepted",
    (value) => {
      expect(isPortalAddress(value, path, ["http://portal:8080"])).toBe(true);
    },
  );
  it.each([
    `https://evil.example${path}`,
    `http://portal:8081${path}`,
    `http://127.0.0.1:18080/login/oauth2/code/cer`,
    `http://127.0.0.1:18080${path}?next=x`,
    `http://127.0.0.1:18080${path}#x`,
    `http://user@127.0.0.1:18080${path}`,
    `http://127.0.0.1:18080${path}/`,
    `javascript://127.0.0.1${path}`,
  ])("%s is refused", (value) => {
    expect(isPortalAddress(value, path, ["http://portal:8080"])).toBe(false);
  });
});

describe("the portal's public address", () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  it("comes from nginx's X-Forwarded-* first", () => {
    const headers = { host: "backend:8081", "x-forwarded-proto": "http", "x-forwarded-host": "portal:8080", "x-forwarded-port": "8080" };
    expect(publicBase(request(headers), "http://127.0.0.1:5173")).toBe("http://portal:8080");
    expect(
      publicBase(request({ "x-forwarded-proto": "https", "x-forwarded-host": "marin.example.gouv.fr", "x-forwarded-port": "443" })),
    ).toBe("https://marin.example.gouv.fr");
  });
  it("else from MOCK_PUBLIC_URL (npm start), else from Host", () => {
    expect(publicBase(request({ host: "127.0.0.1:8081" }), "http://127.0.0.1:5173")).toBe("http://127.0.0.1:5173");
    expect(publicBase(request({ host: "127.0.0.1:8081" }))).toBe("http://127.0.0.1:8081");
  });
});
