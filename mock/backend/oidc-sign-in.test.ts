// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BANDEAU_IDENTITE_PATH } from "../../src/api/bandeau-identite";
import { PERSONAS } from "./personas";
import { type RunningBackend, startBackend } from "./backend";
import { SESSION_COOKIE } from "./sessions";

/**
 * The whole sign-in through the real providers, as a browser makes it: plain fetch, one hop at a
 * time, with a cookie jar that keeps cookies per host and path as a browser does (127.0.0.1,
 * 127.0.0.2 and 127.0.0.3 are three sites).
 */
class CookieJar {
  readonly #cookies = new Map<string, { readonly host: string; readonly path: string; readonly name: string; readonly value: string }>();

  store(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1) ??
        (attributes.some((a) => a.toLowerCase() === key) ? "" : undefined);
      const path = attribute("path") ?? "/";
      const key = `${url.hostname} ${path} ${name}`;
      const expires = attribute("expires");
      const gone = attribute("max-age") === "0" || (expires !== undefined && Date.parse(expires) < Date.now());
      if (gone) this.#cookies.delete(key);
      else this.#cookies.set(key, { host: url.hostname, path, name, value });
    }
  }

  header(url: URL): string {
    return [...this.#cookies.values()]
      .filter(
        (c) =>
          c.host === url.hostname && (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  get(host: string, name: string): string | undefined {
    return [...this.#cookies.values()].find((c) => c.host === host && c.name === name)?.value;
  }

  set(host: string, name: string, value: string): void {
    this.#cookies.set(`${host} / ${name}`, { host, path: "/", name, value });
  }
}

interface Hop {
  readonly url: URL;
  readonly response: Response;
  readonly body: string;
}

async function request(jar: CookieJar, url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Hop> {
  const headers = new Headers();
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
  const response = await fetch(url, {
    method: init.method ?? (init.form ? "POST" : "GET"),
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    redirect: "manual",
  });
  jar.store(url, response);
  return { url, response, body: await response.text() };
}

const location = (hop: Hop): URL => {
  const value = hop.response.headers.get("location");
  if (value === null) throw new Error(`no redirect from ${hop.url.href} (${hop.response.status}): ${hop.body.slice(0, 300)}`);
  return new URL(value, hop.url);
};

/** Follows redirects until one leads where `stop` says, or a page answers. */
async function travel(
  jar: CookieJar,
  start: URL,
  stop: (url: URL) => boolean = () => false,
): Promise<{ readonly hops: Hop[]; readonly next?: URL }> {
  const hops: Hop[] = [];
  let url = start;
  for (let i = 0; i < 12; i++) {
    const hop = await request(jar, url);
    hops.push(hop);
    if (hop.response.status < 300 || hop.response.status >= 400) return { hops };
    url = location(hop);
    if (stop(url)) return { hops, next: url };
  }
  throw new Error("too many redirects");
}

const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const decode = (text: string | undefined) => text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

let backend: RunningBackend;
let base: URL;
let now = Date.now();

beforeAll(async () => {
  backend = await startBackend({
    host: "127.0.0.1",
    port: 0,
    providers: () => ({ fc: { host: "127.0.0.2", port: 0 }, cer: { host: "127.0.0.3", port: 0 } }),
    portalOrigins: ["http://portal.test:8080"],
    sessionIdleSeconds: 1800,
    now: () => now,
  });
  base = new URL(backend.url);
});

afterAll(async () => {
  await backend.close();
});

beforeEach(() => {
  backend.faults.clear(undefined);
  now = Date.now();
});

const at = (path: string) => new URL(path, base);
const isCallback = (url: URL) => url.origin === base.origin && url.pathname.startsWith("/login/oauth2/code/");

/** From the portal's sign-in link to the provider's page: that page and the provider's authorization URL. */
async function toProviderPage(jar: CookieJar, id: string): Promise<{ readonly authorization: URL; readonly page: Hop }> {
  const start = await request(jar, at(`/oauth2/authorization/${id}`));
  expect(start.response.status).toBe(302);
  const authorization = location(start);
  const { hops } = await travel(jar, authorization);
  const page = hops.at(-1);
  if (!page) throw new Error("no page");
  return { authorization, page };
}

/** Chooses the persona on the provider's page; stops before the backend's callback. */
async function choose(jar: CookieJar, page: Hop, form: Record<string, string>): Promise<URL> {
  const posted = await request(jar, page.url, { form });
  expect(posted.response.status).toBe(303);
  const { next } = await travel(jar, location(posted), isCallback);
  if (!next) throw new Error("the provider did not send the browser back");
  return next;
}

async function signIn(jar: CookieJar, id: string, persona: string): Promise<Hop> {
  const { page } = await toProviderPage(jar, id);
  const callback = await choose(jar, page, { persona });
  return request(jar, callback);
}

describe("sign-in through the simulated providers", () => {
  it("goes to FranceConnect with state, nonce, PKCE and acr_values=eidas1, and back to / signed in under a new session", async () => {
    const jar = new CookieJar();
    const { authorization, page } = await toProviderPage(jar, "fc");
    expect(authorization.origin).toBe(backend.issuers.fc);
    expect(authorization.hostname).toBe("127.0.0.2");
    const params = authorization.searchParams;
    expect(params.get("client_id")).toBe("fc");
    expect(params.get("acr_values")).toBe("eidas1");
    expect(params.get("scope")).toBe("openid profile");
    expect(params.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(params.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("redirect_uri")).toBe(`${base.origin}/login/oauth2/code/fc`);
    const preLogin = jar.get("127.0.0.1", SESSION_COOKIE);
    expect(preLogin).toBeTruthy();
    const signedOutToken = jar.get("127.0.0.1", "XSRF-TOKEN");
    expect(signedOutToken).toBeTruthy();

    expect(page.response.status).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(decode(h1(page.body))).toBe("FranceConnect (simulé) : choisissez une identité");
    for (const persona of PERSONAS) expect(page.body).toContain(`<button type="submit" name="persona" value="${persona.id}"`);
    expect(page.body).toContain('<button type="submit" name="refus" value="1">Refuser la connexion</button>');

    const callbackUrl = await choose(jar, page, { persona: "marin-fc" });
    expect(callbackUrl.pathname).toBe("/login/oauth2/code/fc");
    expect(callbackUrl.searchParams.get("state")).toBe(params.get("state"));
    const callback = await request(jar, callbackUrl);
    expect(callback.response.status).toBe(302);
    expect(callback.response.headers.get("location")).toBe("/");
    const signedIn = jar.get("127.0.0.1", SESSION_COOKIE);
    expect(signedIn).toBeTruthy();
    expect(signedIn).not.toBe(preLogin);
    // CsrfAuthenticationStrategy: a new token once signed in (written at once, as the SPA configuration's filter does).
    expect(jar.get("127.0.0.1", "XSRF-TOKEN")).toBeTruthy();
    expect(jar.get("127.0.0.1", "XSRF-TOKEN")).not.toBe(signedOutToken);

    const droits = await request(jar, at("/api/mes-droits"));
    expect(droits.response.status).toBe(200);
    const banner = await request(jar, at(BANDEAU_IDENTITE_PATH));
    expect(JSON.parse(banner.body)).toMatchObject({ prenom: "Yann", nom: "Le Goff" });
  });

  it("with the deferred token (mock-csrf=deferred), the callback's answer removes the token and no read writes one", async () => {
    const jar = new CookieJar();
    jar.set("127.0.0.1", "mock-csrf", "deferred");
    jar.set("127.0.0.1", "XSRF-TOKEN", "jeton-d-avant");
    const callback = await signIn(jar, "fc", "marin-fc");
    expect(callback.response.headers.get("location")).toBe("/");
    expect(callback.response.headers.getSetCookie().filter((line) => line.startsWith("XSRF-TOKEN="))).toEqual([
      "XSRF-TOKEN=; Path=/; SameSite=Lax; Max-Age=0",
    ]);
    expect(jar.get("127.0.0.1", "XSRF-TOKEN")).toBeUndefined();
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(200);
    expect(jar.get("127.0.0.1", "XSRF-TOKEN")).toBeUndefined();
  });

  it("Cerbère has its own page, on its own address, and no acr_values", async () => {
    const jar = new CookieJar();
    const { authorization, page } = await toProviderPage(jar, "cer-agent");
    expect(authorization.hostname).toBe("127.0.0.3");
    expect(authorization.searchParams.get("acr_values")).toBeNull();
    expect(decode(h1(page.body))).toBe("Cerbère (simulé) : choisissez une identité");
    const callback = await request(jar, await choose(jar, page, { persona: "agent" }));
    expect(callback.response.headers.get("location")).toBe("/");
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(200);
  });

  it("a replayed callback, a forged state or a callback without a sign-in started find no authorization request", async () => {
    const jar = new CookieJar();
    const { page } = await toProviderPage(jar, "fc");
    const callbackUrl = await choose(jar, page, { persona: "marin-fc" });
    expect((await request(jar, callbackUrl)).response.headers.get("location")).toBe("/");
    const replay = await request(jar, callbackUrl);
    expect(replay.response.status).toBe(302);
    expect(replay.response.headers.get("location")).toBe("/login?error=authorization_request_not_found");

    const other = new CookieJar();
    const { page: otherPage } = await toProviderPage(other, "fc");
    const genuine = await choose(other, otherPage, { persona: "marin-fc" });
    const forged = new URL(genuine);
    forged.searchParams.set("state", "forged-state");
    expect((await request(other, forged)).response.headers.get("location")).toBe("/login?error=authorization_request_not_found");
    // Another browser's callback does not sign this one in either.
    expect((await request(new CookieJar(), genuine)).response.headers.get("location")).toBe("/login?error=authorization_request_not_found");
    // The genuine one still works: a forged state does not use the sign-in up.
    expect((await request(other, genuine)).response.headers.get("location")).toBe("/");
  });

  it("a code the provider does not know fails with invalid_grant", async () => {
    const jar = new CookieJar();
    const { page } = await toProviderPage(jar, "cer");
    const callbackUrl = await choose(jar, page, { persona: "marin-cer" });
    callbackUrl.searchParams.set("code", "not-a-code");
    const callback = await request(jar, callbackUrl);
    expect(callback.response.status).toBe(302);
    expect(callback.response.headers.get("location")).toBe("/login?error=invalid_grant");
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(401);
  });

  it("an id_token whose nonce is not the one sent fails with invalid_id_token", async () => {
    const jar = new CookieJar();
    const start = await request(jar, at("/oauth2/authorization/fc"));
    const authorization = location(start);
    authorization.searchParams.set("nonce", "another-nonce-than-the-backends");
    const { hops } = await travel(jar, authorization);
    const page = hops.at(-1);
    if (!page) throw new Error("no page");
    const callback = await request(jar, await choose(jar, page, { persona: "marin-fc" }));
    expect(callback.response.headers.get("location")).toBe("/login?error=invalid_id_token");
  });

  it("a refusal at the provider comes back as access_denied", async () => {
    const jar = new CookieJar();
    const { page } = await toProviderPage(jar, "fc-ayant-droit");
    const callbackUrl = await choose(jar, page, { refus: "1" });
    expect(callbackUrl.searchParams.get("error")).toBe("access_denied");
    const callback = await request(jar, callbackUrl);
    expect(callback.response.headers.get("location")).toBe("/login?error=access_denied");
  });

  it("a persona the real backend refuses gets no session and ?errorId", async () => {
    const jar = new CookieJar();
    const callback = await signIn(jar, "cer-agent", "agent-sans-profil");
    expect(callback.response.headers.get("location")).toBe("/login?errorId=1");
    expect(jar.get("127.0.0.1", SESSION_COOKIE)).toBeUndefined();
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(401);
  });

  it("a provider down for this browser only (fault /__provider/fc) fails with temporarily_unavailable", async () => {
    backend.faults.add({ path: "/__provider/fc", drop: true, scope: "down" });
    const jar = new CookieJar();
    jar.set("127.0.0.1", "mock-scope", "down");
    const start = await request(jar, at("/oauth2/authorization/fc"));
    expect(start.response.status).toBe(302);
    expect(start.response.headers.get("location")).toBe("/login?error=temporarily_unavailable");
    // Cerbère is up, and so is FranceConnect for another browser.
    expect(location(await request(jar, at("/oauth2/authorization/cer"))).origin).toBe(backend.issuers.cer);
    expect(location(await request(new CookieJar(), at("/oauth2/authorization/fc"))).origin).toBe(backend.issuers.fc);
  });

  it("a provider down at the code exchange fails with invalid_token_response", async () => {
    const jar = new CookieJar();
    jar.set("127.0.0.1", "mock-scope", "down-later");
    const { page } = await toProviderPage(jar, "fc");
    const callbackUrl = await choose(jar, page, { persona: "marin-fc" });
    backend.faults.add({ path: "/__provider/fc", scope: "down-later" });
    const callback = await request(jar, callbackUrl);
    expect(callback.response.headers.get("location")).toBe("/login?error=invalid_token_response");
  });

  it("an unknown id is a 404", async () => {
    expect((await request(new CookieJar(), at("/oauth2/authorization/google"))).response.status).toBe(404);
  });

  it("the redirect_uri follows the address nginx forwards, and the provider accepts an origin of MOCK_PORTAL_ORIGINS", async () => {
    const response = await fetch(at("/oauth2/authorization/cer"), {
      redirect: "manual",
      headers: { "x-forwarded-proto": "http", "x-forwarded-host": "portal.test:8080", "x-forwarded-port": "8080" },
    });
    const authorization = new URL(response.headers.get("location") ?? "");
    expect(authorization.searchParams.get("redirect_uri")).toBe("http://portal.test:8080/login/oauth2/code/cer");
    const atProvider = await fetch(authorization, { redirect: "manual" });
    expect(atProvider.status).toBe(303);
    expect(new URL(atProvider.headers.get("location") ?? "", authorization).pathname).toMatch(/^\/interaction\//);
  });

  it("the provider refuses a redirect_uri elsewhere or on another path", async () => {
    const jar = new CookieJar();
    const authorization = location(await request(jar, at("/oauth2/authorization/fc")));
    for (const redirectUri of [
      "https://evil.example/login/oauth2/code/fc",
      `${base.origin}/login/oauth2/code/cer`,
      `${base.origin}/login/oauth2/code/fc?x=1`,
    ]) {
      authorization.searchParams.set("redirect_uri", redirectUri);
      const answer = await request(jar, authorization);
      expect(answer.response.status).toBe(400);
      expect(answer.response.headers.get("location")).toBeNull();
    }
  });
});

describe("single sign-on and logout", () => {
  it("a second sign-in at the same provider skips its page (SSO); after logout through its end-session, the page shows again", async () => {
    const jar = new CookieJar();
    expect((await signIn(jar, "fc", "marin-fc")).response.headers.get("location")).toBe("/");

    // Without logout: the provider remembers the user, straight back to the callback.
    const again = location(await request(jar, at("/oauth2/authorization/fc")));
    const { next } = await travel(jar, again, isCallback);
    expect(next?.pathname).toBe("/login/oauth2/code/fc");
    if (!next) throw new Error("no callback");
    expect((await request(jar, next)).response.headers.get("location")).toBe("/");
    // So does another client of the same provider: its consent is granted without a page.
    const ayantDroit = location(await request(jar, at("/oauth2/authorization/fc-ayant-droit")));
    const { next: ayantDroitCallback } = await travel(jar, ayantDroit, isCallback);
    expect(ayantDroitCallback?.pathname).toBe("/login/oauth2/code/fc-ayant-droit");
    if (!ayantDroitCallback) throw new Error("no callback");
    expect((await request(jar, ayantDroitCallback)).response.headers.get("location")).toBe("/");

    const logout = await request(jar, at("/logout"));
    expect(logout.response.status).toBe(302);
    expect(logout.response.headers.get("cache-control")).toBe("no-store");
    expect(jar.get("127.0.0.1", SESSION_COOKIE)).toBeUndefined();
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(401);
    const endSession = location(logout);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${backend.issuers.fc}/session/end`);
    const idToken = endSession.searchParams.get("id_token_hint") ?? "";
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The id_token the backend kept: FranceConnect's level, the persona as sub, the name from its identity.
    expect(JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString())).toMatchObject({
      iss: backend.issuers.fc,
      sub: "marin-fc",
      acr: "eidas1",
      given_name: "Yann",
      family_name: "Le Goff",
    });
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(`${base.origin}/login`);
    const state = endSession.searchParams.get("state");
    expect(state).toBeTruthy();

    const logoutPage = await request(jar, endSession);
    expect(logoutPage.response.status).toBe(200);
    expect(logoutPage.body).toContain('<html lang="fr">');
    expect(decode(logoutPage.body)).toContain('<button type="submit">Se déconnecter de FranceConnect (simulé)</button>');
    expect(logoutPage.body).toContain('<input type="hidden" name="logout" value="yes">');
    expect(logoutPage.body).toContain("<script>document.forms[0].submit();</script>");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(logoutPage.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage.body)?.[1];
    if (!action || !xsrf) throw new Error("no logout form");
    const confirmed = await request(jar, new URL(action, endSession), { form: { xsrf, logout: "yes" } });
    const back = location(confirmed);
    expect(`${back.origin}${back.pathname}`).toBe(`${base.origin}/login`);
    expect(back.searchParams.get("state")).toBe(state);

    // The provider's session really ended: its page again.
    const { page } = await toProviderPage(jar, "fc");
    expect(decode(h1(page.body))).toBe("FranceConnect (simulé) : choisissez une identité");
  });

  it("the persona shortcut signs in without a provider, and its logout goes straight to Spring's default target, /", async () => {
    const jar = new CookieJar();
    const shortcut = await request(jar, at("/oauth2/authorization/fc"), { form: { persona: "marin-fc", retour: "/en/login" } });
    expect(shortcut.response.status).toBe(303);
    expect(shortcut.response.headers.get("location")).toBe("/en/login");
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(200);
    const logout = await request(jar, at("/logout"));
    expect(logout.response.status).toBe(302);
    expect(logout.response.headers.get("location")).toBe("/");
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(401);
    // Without any session, the same: OidcClientInitiatedLogoutSuccessHandler has no id_token to end.
    const again = await request(jar, at("/logout"));
    expect(again.response.status).toBe(302);
    expect(again.response.headers.get("location")).toBe("/");

    const refused = await request(jar, at("/oauth2/authorization/cer"), { form: { persona: "connexion-refusee", retour: "/login-agent" } });
    expect(refused.response.headers.get("location")).toBe("/login-agent?errorId=9");
    const invalid = await request(jar, at("/oauth2/authorization/cer"), {
      form: { persona: "marin-cer", retour: "https://evil.example/" },
    });
    expect(invalid.response.status).toBe(400);
  });

  it("a session unused for the idle time-out is gone; each request starts the count again", async () => {
    const jar = new CookieJar();
    await request(jar, at("/oauth2/authorization/fc"), { form: { persona: "marin-fc", retour: "/login" } });
    now += 1799_000;
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(200);
    now += 1799_000;
    expect((await request(jar, at("/api/habilitations"))).response.status).toBe(200);
    now += 1800_000;
    expect((await request(jar, at("/api/mes-droits"))).response.status).toBe(401);
  });
});
