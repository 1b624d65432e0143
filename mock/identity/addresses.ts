import type { ProviderKind } from "./registrations";

/** Where a provider listens and the issuer it names itself by (port 0: any free port, issuer known once listening). */
export interface ProviderAddress {
  readonly host: string;
  readonly port: number;
  /** Absent: http://{host}:{the port it got}. */
  readonly issuer?: string;
}

const hostInUrl = (host: string) => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);

/** The issuer of a provider at that address (its port known). */
export const issuerOf = (address: ProviderAddress): string => address.issuer ?? `http://${hostInUrl(address.host)}:${address.port}`;

/** The loopback address each provider gets by default: another address is another site for the browser. */
const DEFAULT_PROVIDER_HOSTS: Readonly<Record<ProviderKind, string>> = { fc: "127.0.0.2", cer: "127.0.0.3" };

const ISSUER_VARIABLES: Readonly<Record<ProviderKind, string>> = { fc: "MOCK_FC_ISSUER", cer: "MOCK_CERBERE_ISSUER" };

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|::1|\[::1\])$/;

type Env = Readonly<Record<string, string | undefined>>;

function parseIssuer(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.pathname !== "/")
    throw new Error(`${name} must be an http(s) origin without path, query or fragment, got '${value}'`);
  return url;
}

/**
 * The providers' addresses from the environment: MOCK_FC_ISSUER / MOCK_CERBERE_ISSUER, else
 * 127.0.0.2 and 127.0.0.3 on the backend's own port; they listen on the issuer's host unless
 * MOCK_PROVIDERS_LISTEN_HOST says otherwise (the tester stack: 0.0.0.0). Without that explicit
 * choice, a host outside loopback is refused, so that nothing listens beyond 127.0.0.0/8 by accident.
 */
export function providerAddresses(env: Env, backendPort: number): Record<ProviderKind, ProviderAddress> {
  const listenHost = env.MOCK_PROVIDERS_LISTEN_HOST || undefined;
  const address = (kind: ProviderKind): ProviderAddress => {
    const name = ISSUER_VARIABLES[kind];
    const value = env[name];
    if (!value) return { host: listenHost ?? DEFAULT_PROVIDER_HOSTS[kind], port: backendPort };
    const url = parseIssuer(name, value);
    const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
    const host = listenHost ?? url.hostname;
    if (listenHost === undefined && !LOOPBACK.test(host))
      throw new Error(`${name} names ${host}, outside loopback: set MOCK_PROVIDERS_LISTEN_HOST to listen on purpose`);
    return { host, port, issuer: url.origin };
  };
  return { fc: address("fc"), cer: address("cer") };
}

/** MOCK_PORTAL_ORIGINS: the portals allowed besides loopback ones (the tester stack's http://portal:8080). */
export function portalOrigins(env: Env): readonly string[] {
  return (env.MOCK_PORTAL_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const url = parseIssuer("MOCK_PORTAL_ORIGINS", entry);
      return url.origin;
    });
}
