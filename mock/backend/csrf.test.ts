// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENEMENTS_PATH } from "../../src/api/evenements";
import { MES_DROITS_PATH } from "../../src/api/session-paths";
import { type RunningBackend, startBackend } from "./backend";
import { CSRF_MODE_COOKIE } from "./csrf";

/**
 * The anti-forgery token over HTTP, as a browser of one site sees it: its cookies (one host),
 * what each answer sets. The sign-in here is the persona shortcut; the provider's callback is
 * covered with the whole OpenID Connect trip (oidc-sign-in.test.ts).
 */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(mode?: "deferred") {
    if (mode) this.cookies.set(CSRF_MODE_COOKIE, mode);
  }

  get token(): string | undefined {
    return this.cookies.get("XSRF-TOKEN");
  }

  async send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(new URL(path, backend.url), {
      method: init.method ?? "GET",
      headers,
      body: init.body,
      redirect: "manual",
    });
    await response.text();
    const xsrf = response.headers.getSetCookie().filter((line) => line.startsWith("XSRF-TOKEN="));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/;\s*Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return { status: response.status, location: response.headers.get("location"), xsrf };
  }

  signIn(persona = "sans-habilitation"): Promise<Answer> {
    return this.send("/oauth2/authorization/fc", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ persona, retour: "/login" }).toString(),
    });
  }

  /** The journal event: a write whose answer tells nothing else. */
  write(token = this.token): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (token !== undefined) headers["X-XSRF-TOKEN"] = token;
    return this.send(EVENEMENTS_PATH, { method: "POST", headers, body: JSON.stringify(EVENT) });
  }
}

interface Answer {
  readonly status: number;
  readonly location: string | null;
  /** The XSRF-TOKEN lines of Set-Cookie. */
  readonly xsrf: readonly string[];
}

const EVENT = {
  description: "a user abandoned the manual reconciliation process",
  domaineApplicatif: 1,
  service: "ENM",
  utilisateur: "anonyme",
  fonctionnalite: "inscription",
  libelleAction: "login_enm_reconciliation_cancel",
  typeEvenement: 8,
};

const REMOVED = /^XSRF-TOKEN=; .*Max-Age=0/;

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({
    host: "127.0.0.1",
    port: 0,
    providers: () => ({ fc: { host: "127.0.0.2", port: 0 }, cer: { host: "127.0.0.3", port: 0 } }),
    portalOrigins: [],
    sessionIdleSeconds: 1800,
  });
});

afterAll(async () => {
  await backend.close();
});

describe("the token as the documented SPA configuration keeps it (no mock-csrf cookie)", () => {
  it("is written on the first answer, readable by the page, and kept by the next reads", async () => {
    const browser = new Browser();
    const first = await browser.send(MES_DROITS_PATH);
    expect(first.status).toBe(401);
    expect(first.xsrf).toHaveLength(1);
    expect(first.xsrf[0]).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Lax$/);
    await browser.signIn();
    const token = browser.token;
    expect((await browser.send(MES_DROITS_PATH)).xsrf).toEqual([]);
    expect(browser.token).toBe(token);
  });

  it("is replaced at sign-in and at logout, the new one written by the same answer", async () => {
    const browser = new Browser();
    await browser.send(MES_DROITS_PATH);
    const signedOut = browser.token;
    expect(signedOut).toBeTruthy();
    const signIn = await browser.signIn();
    expect(signIn.xsrf).toHaveLength(1);
    expect(signIn.xsrf[0]).not.toMatch(REMOVED);
    const signedIn = browser.token;
    expect(signedIn).toBeTruthy();
    expect(signedIn).not.toBe(signedOut);
    expect((await browser.write()).status).toBe(201);

    const logout = await browser.send("/logout");
    expect(logout.xsrf).toHaveLength(1);
    expect(browser.token).toBeTruthy();
    expect(browser.token).not.toBe(signedIn);
  });

  it("a write passes with the cookie's value in X-XSRF-TOKEN, and is refused with 403 without it or with another", async () => {
    const browser = new Browser();
    await browser.signIn();
    expect((await browser.write("autre-valeur")).status).toBe(403);
    const refused = await browser.send(EVENEMENTS_PATH, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(refused.status).toBe(403);
    expect((await browser.write()).status).toBe(201);
  });
});

describe("the deferred token of Spring Security 6's default (mock-csrf=deferred)", () => {
  it("a read never writes it", async () => {
    const browser = new Browser("deferred");
    await browser.signIn();
    for (const path of [MES_DROITS_PATH, "/api/habilitations", "/oauth2/authorization/fc"]) {
      const answer = await browser.send(path);
      expect(answer.xsrf, path).toEqual([]);
    }
    expect(browser.token).toBeUndefined();
  });

  it("the sign-in and the logout remove it", async () => {
    const browser = new Browser("deferred");
    browser.cookies.set("XSRF-TOKEN", "jeton-d-avant");
    const signIn = await browser.signIn();
    expect(signIn.xsrf).toHaveLength(1);
    expect(signIn.xsrf[0]).toMatch(REMOVED);
    expect(browser.token).toBeUndefined();

    browser.cookies.set("XSRF-TOKEN", "jeton-signe");
    const logout = await browser.send("/logout");
    expect(logout.xsrf).toHaveLength(1);
    expect(logout.xsrf[0]).toMatch(REMOVED);
    expect(browser.token).toBeUndefined();
  });

  it("the first write after sign-in is refused with a 403 that writes a new token; sent again with it, it passes", async () => {
    const browser = new Browser("deferred");
    await browser.signIn();
    const refused = await browser.write();
    expect(refused.status).toBe(403);
    expect(refused.xsrf).toHaveLength(1);
    expect(refused.xsrf[0]).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Lax$/);
    const token = browser.token;
    expect(token).toBeTruthy();

    const retried = await browser.write();
    expect(retried.status).toBe(201);
    expect(retried.xsrf).toEqual([]);
    // Loaded once, the token stays: the next writes pass straight away.
    expect((await browser.write()).status).toBe(201);
    expect(browser.token).toBe(token);
  });

  it("a write whose header is not the cookie's is refused without a new token: the cookie's is the one loaded", async () => {
    const browser = new Browser("deferred");
    await browser.signIn();
    browser.cookies.set("XSRF-TOKEN", "jeton-du-cookie");
    const refused = await browser.write("autre-valeur");
    expect(refused.status).toBe(403);
    expect(refused.xsrf).toEqual([]);
    expect((await browser.write("jeton-du-cookie")).status).toBe(201);
  });

  it("is chosen per browser: another one on the same backend keeps the SPA behaviour", async () => {
    const deferred = new Browser("deferred");
    const spa = new Browser();
    await Promise.all([deferred.signIn(), spa.signIn()]);
    expect(deferred.token).toBeUndefined();
    expect(spa.token).toBeTruthy();
    expect((await spa.write()).status).toBe(201);
    expect((await deferred.write()).status).toBe(403);
  });
});
