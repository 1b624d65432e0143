import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { autoconnexionSchema } from "../../src/api/autoconnexion";
import { BANDEAU_IDENTITE_PATH } from "../../src/api/bandeau-identite";
import { bandeauIdentiteSchema } from "../../src/api/bandeau-identite-schema";
import { EVENEMENTS_PATH, evenementSchema } from "../../src/api/evenements";
import { habilitationsSchema } from "../../src/api/habilitations-schema";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../src/api/session-paths";
import { mesDroitsSchema } from "../../src/api/mes-droits-schema";
import { RECONCILIATION_PATH, reconciliationRequestSchema, reconciliationResponseSchema } from "../../src/api/reconciliation";
import { SELECTION_LANGUE_PATH, langueSchema } from "../../src/api/selection-langue";
import { AUTOCONNEXION_PATH } from "../../src/api/autoconnexion";
import { type ProviderAddress, issuerOf } from "../identity/addresses";
import { type IdentityProvider, startIdentityProvider } from "../identity/provider";
import { type ProviderKind, type RegistrationId, isRegistrationId } from "../identity/registrations";
import { CspReportCollector } from "./csp-reports";
import { RequestCsrf } from "./csrf";
import { FaultTable, SCOPE_COOKIE, faultSchema } from "./faults";
import { closeServer, escapeHtml, listen, parseCookies, readBody, redirect, sendHtml, sendJson, setCookie } from "./http-helpers";
import { findPersona } from "./personas";
import { publicBase } from "./public-base";
import { RelyingParty, SignInFailure, providerErrorCode, providerFaultPath } from "./relying-party";
import { SESSION_COOKIE, type Session, SessionStore } from "./sessions";
import { isSignInPage } from "./sign-in";

/**
 * The simulated backend: answers what the real one answers to the shell, on loopback, and signs
 * users in through two real OpenID Connect providers started beside it (mock/identity).
 * Started by npm start, the e2e suite and the tester stack (server.ts); never part of the image.
 * Every answer is parsed with the front's own zod schema before it is sent.
 */
export interface BackendOptions {
  readonly host: string;
  /** 0: any free port. */
  readonly port: number;
  /** Where each provider listens; by default from the environment once the backend's port is known. */
  readonly providers: (backendPort: number) => Readonly<Record<ProviderKind, ProviderAddress>>;
  readonly portalOrigins: readonly string[];
  readonly sessionIdleSeconds: number;
  /** The portal's origin when no proxy says it (X-Forwarded-Host): npm start's Vite server. */
  readonly publicUrl?: string;
  /** The clock of the sessions' idle time-out, for tests. */
  readonly now?: () => number;
  /**
   * An https listener as well, answering as the http one does: the portal reaches the backend
   * over TLS, as in production, while the tests and the providers keep the http one.
   */
  readonly tls?: BackendTls;
}

export interface BackendTls {
  /** 0: any free port. */
  readonly port: number;
  /** PEM: the server's certificate followed by its intermediates, and its key. */
  readonly cert: Buffer;
  readonly key: Buffer;
}

export interface RunningBackend {
  readonly url: string;
  /** The https listener's origin, when one was asked for (on the address, not the certificate's name). */
  readonly tlsUrl?: string;
  readonly issuers: Readonly<Record<ProviderKind, string>>;
  /** The fault table, for tests in the same process. */
  readonly faults: FaultTable;
  close(): Promise<void>;
}

const NUM_MARIN = /^(?:[0-9]{8}|(?:\*\*|TI)[0-9]{0,6})$/;

const setSessionCookie = (res: ServerResponse, id: string) =>
  setCookie(res, SESSION_COOKIE, `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
const clearSessionCookie = (res: ServerResponse) =>
  setCookie(res, SESSION_COOKIE, `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);

/** Spring's DefaultRedirectStrategy: a 302 to a path of the portal. */
function found(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, "Cache-Control": "no-store" });
  res.end();
}

/** Spring's failure handler, configured to name the OAuth2Error code: the shell reads it. */
const signInFailed = (res: ServerResponse, code: string) => found(res, `/login?error=${encodeURIComponent(code)}`);

async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(req)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What the backend received, for the e2e checks that nginx sends the public address from its
 * configuration and the path it routed on, whatever the client forged. One path under each
 * proxied prefix, since each nginx location has its own proxy_pass.
 */
const ECHO_PATHS = new Set(["/api/echo-headers", "/oauth2/echo-headers", "/login/oauth2/echo-headers"]);

function echoRequest(req: IncomingMessage, res: ServerResponse): void {
  const header = (name: string) => req.headers[name];
  // Disclosed here on purpose: nginx must hide them from the client.
  res.setHeader("Server", "simulated-backend/1.0");
  res.setHeader("X-Powered-By", "simulated-backend");
  return sendJson(res, 200, {
    method: req.method,
    path: req.url,
    host: header("host"),
    forwardedHost: header("x-forwarded-host"),
    forwardedProto: header("x-forwarded-proto"),
    forwardedPort: header("x-forwarded-port"),
    forwardedPrefix: header("x-forwarded-prefix"),
    forwardedFor: header("x-forwarded-for"),
    forwarded: header("forwarded"),
    realIp: header("x-real-ip"),
    requestId: header("x-request-id"),
    headerNames: Object.keys(req.headers),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CALLBACK_PATH = /^\/login\/oauth2\/code\/([^/]+)$/;
const AUTHORIZATION_PATH = /^\/oauth2\/authorization\/([^/]+)$/;

function createHandler(sessions: SessionStore, faults: FaultTable, relyingParty: RelyingParty, publicUrl: string | undefined) {
  const cspReports = new CspReportCollector();
  const baseOf = (req: IncomingMessage) => publicBase(req, publicUrl);
  const sessionIdOf = (req: IncomingMessage) => parseCookies(req).get(SESSION_COOKIE);
  const scopeOf = (req: IncomingMessage) => parseCookies(req).get(SCOPE_COOKIE);

  function signedInSession(req: IncomingMessage): Session | undefined {
    const session = sessions.find(sessionIdOf(req));
    return session?.persona ? session : undefined;
  }

  /** GET: to the provider, as OAuth2AuthorizationRequestRedirectFilter does. */
  async function startSignIn(req: IncomingMessage, res: ServerResponse, id: RegistrationId): Promise<void> {
    let start: Awaited<ReturnType<RelyingParty["startSignIn"]>>;
    try {
      start = await relyingParty.startSignIn(id, baseOf(req), scopeOf(req));
    } catch (error) {
      if (error instanceof SignInFailure) return signInFailed(res, error.code);
      throw error;
    }
    const sessionId = sessionIdOf(req);
    const existing = sessions.find(sessionId);
    if (existing && sessionId !== undefined) existing.pending = start.pending;
    else setSessionCookie(res, sessions.create({ pending: start.pending }).id);
    return found(res, start.location);
  }

  /**
   * POST: the persona shortcut the fault journeys use to sign in without a provider (form persona
   * and retour, a sign-in page): 303 back to it, signed in or with ?errorId=n. No id_token, so its
   * logout goes straight to / (Spring's default target).
   */
  async function signInDirectly(req: IncomingMessage, res: ServerResponse, csrf: RequestCsrf, id: RegistrationId): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const persona = findPersona(form.get("persona") ?? "");
    const retour = form.get("retour") ?? "";
    if (!persona || !isSignInPage(retour))
      return sendHtml(res, 400, `<!doctype html><title>Erreur</title><p>Demande invalide : ${escapeHtml(retour)}</p>`);

    sessions.delete(sessionIdOf(req));
    if (persona.signInErrorId !== undefined) {
      clearSessionCookie(res);
      return redirect(res, `${retour}?errorId=${persona.signInErrorId}`);
    }
    setSessionCookie(res, sessions.create({ persona, registrationId: id }).id);
    csrf.replace();
    return redirect(res, retour);
  }

  async function handleAuthorization(req: IncomingMessage, res: ServerResponse, csrf: RequestCsrf, id: string): Promise<void> {
    if (!isRegistrationId(id)) return sendJson(res, 404, { message: "Fournisseur d'identité inconnu" });
    if (req.method === "GET") return startSignIn(req, res, id);
    if (req.method === "POST") return signInDirectly(req, res, csrf, id);
    return sendJson(res, 405, { message: "Méthode non permise" });
  }

  /** The provider's answer, as OAuth2LoginAuthenticationFilter and its OIDC provider handle it. */
  async function handleCallback(req: IncomingMessage, res: ServerResponse, csrf: RequestCsrf, url: URL, id: string): Promise<void> {
    if (req.method !== "GET") return sendJson(res, 405, { message: "Méthode non permise" });
    const sessionId = sessionIdOf(req);
    const session = sessions.find(sessionId);
    const pending = session?.pending;
    const state = url.searchParams.get("state");
    // Only a sign-in this browser started, once: a replayed or forged state finds nothing.
    if (!session || !pending || state === null || state !== pending.state) return signInFailed(res, "authorization_request_not_found");
    session.pending = undefined;
    if (pending.registrationId !== id) return signInFailed(res, "invalid_redirect_uri_parameter");
    if (url.searchParams.has("error")) return signInFailed(res, providerErrorCode(url.searchParams.get("error")));

    let signedIn: Awaited<ReturnType<RelyingParty["finishSignIn"]>>;
    try {
      signedIn = await relyingParty.finishSignIn(pending, url.searchParams, scopeOf(req));
    } catch (error) {
      if (error instanceof SignInFailure) return signInFailed(res, error.code);
      throw error;
    }
    const persona = findPersona(signedIn.sub);
    if (!persona) return signInFailed(res, "invalid_id_token");
    // A new session id once signed in (session fixation), the pre-login one forgotten.
    sessions.delete(sessionId);
    if (persona.signInErrorId !== undefined) {
      // The real backend's own refusal, after the provider said yes: no session.
      clearSessionCookie(res);
      return found(res, `/login?errorId=${persona.signInErrorId}`);
    }
    setSessionCookie(res, sessions.create({ persona, registrationId: pending.registrationId, idToken: signedIn.idToken }).id);
    // CsrfAuthenticationStrategy: the token of the signed-out browser is not the signed-in one's.
    csrf.replace();
    return found(res, "/");
  }

  /**
   * Spring's GET logout matcher, CsrfLogoutHandler and OidcClientInitiatedLogoutSuccessHandler,
   * which without an OIDC authentication (no session, no id_token) falls back to its parent's
   * default target, /.
   */
  async function handleLogout(req: IncomingMessage, res: ServerResponse, csrf: RequestCsrf): Promise<void> {
    const sessionId = sessionIdOf(req);
    const session = sessions.find(sessionId);
    sessions.delete(sessionId);
    clearSessionCookie(res);
    csrf.replace();
    const endSession =
      session?.idToken !== undefined && session.registrationId !== undefined
        ? await relyingParty.endSessionUrl(session.registrationId, session.idToken, baseOf(req))
        : undefined;
    return found(res, endSession ?? "/");
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, csrf: RequestCsrf, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD" && !csrf.acceptsWrite())
      return sendJson(res, 403, { message: "Jeton anti-falsification absent ou invalide" });
    const session = signedInSession(req);
    if (!session?.persona) return sendJson(res, 401, { message: "Authentification requise" });
    const { persona } = session;
    const route = `${method} ${url.pathname}`;

    if (route === `GET ${MES_DROITS_PATH}`) return sendJson(res, 200, mesDroitsSchema.parse(persona.droits));
    if (route === `GET ${HABILITATIONS_PATH}`) {
      const reconciled = session.reconciled ? persona.reconciliation.habilitation : undefined;
      return sendJson(res, 200, habilitationsSchema.parse(reconciled ? [reconciled] : persona.habilitations));
    }
    if (route === `GET ${BANDEAU_IDENTITE_PATH}`) return sendJson(res, 200, bandeauIdentiteSchema.parse(persona.identite));
    if (route === `GET ${AUTOCONNEXION_PATH}`) return sendJson(res, 200, autoconnexionSchema.parse(persona.autoconnexion));
    if (route === `POST ${RECONCILIATION_PATH}`) {
      const request = reconciliationRequestSchema.safeParse(await readJson(req));
      if (!request.success || !NUM_MARIN.test(request.data.numMarin)) return sendJson(res, 400, { message: "Numéro de marin invalide" });
      const answer = reconciliationResponseSchema.parse(persona.reconciliation);
      if (answer.habilitation?.idInterne) session.reconciled = true;
      return sendJson(res, 200, answer);
    }
    if (route === `POST ${SELECTION_LANGUE_PATH}`) {
      const langue = langueSchema.safeParse(url.searchParams.get("langue"));
      if (!langue.success) return sendJson(res, 400, { message: "Langue inconnue" });
      return sendJson(res, 200, { langue: langue.data });
    }
    if (route === `POST ${EVENEMENTS_PATH}`) {
      const event = evenementSchema.safeParse(await readJson(req));
      if (!event.success) return sendJson(res, 400, { message: "Événement invalide" });
      res.writeHead(201, { "Cache-Control": "no-store" }).end();
      return;
    }
    return sendJson(res, 404, { message: "Ressource inconnue" });
  }

  async function handleFaults(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === "GET") return sendJson(res, 200, faults.list());
    if (req.method === "DELETE") {
      faults.clear(url.searchParams.get("scope") ?? undefined);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== "POST") return sendJson(res, 405, { message: "Méthode non permise" });
    const fault = faultSchema.safeParse(await readJson(req));
    if (!fault.success) return sendJson(res, 400, { message: fault.error.message });
    faults.add(fault.data);
    return sendJson(res, 201, fault.data);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://backend.invalid");
    if (url.pathname === "/healthz") return sendJson(res, 200, { status: "ok" });
    if (url.pathname === "/__mock/faults") return handleFaults(req, res, url);
    if (ECHO_PATHS.has(url.pathname)) return echoRequest(req, res);
    if (url.pathname === "/csp-reports") return cspReports.handle(req, res);

    const fault = faults.match(url.pathname, scopeOf(req));
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    if (fault?.status !== undefined || fault?.body !== undefined) {
      res.writeHead(fault.status ?? 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      res.end(fault.body ?? JSON.stringify({ message: "Panne simulée" }));
      return;
    }

    const csrf = new RequestCsrf(req, res);
    const authorization = AUTHORIZATION_PATH.exec(url.pathname);
    if (authorization?.[1] !== undefined) return handleAuthorization(req, res, csrf, decodeURIComponent(authorization[1]));
    const callback = CALLBACK_PATH.exec(url.pathname);
    if (callback?.[1] !== undefined) return handleCallback(req, res, csrf, url, decodeURIComponent(callback[1]));
    if (url.pathname === "/logout" && req.method === "GET") return handleLogout(req, res, csrf);
    if (url.pathname.startsWith("/api/")) return handleApi(req, res, csrf, url);
    return sendJson(res, 404, { message: "Ressource inconnue" });
  };
}

/** The backend and its two providers, all in this process. */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const faults = new FaultTable();
  const sessions = new SessionStore(options.sessionIdleSeconds, options.now);
  const server = createServer();
  const { port } = await listen(server, options.port, options.host);
  const secure = options.tls && { server: createHttpsServer({ cert: options.tls.cert, key: options.tls.key }), port: options.tls.port };
  const servers = secure ? [server, secure.server] : [server];
  const addresses = options.providers(port);
  const started: IdentityProvider[] = [];
  let tlsPort: number | undefined;
  try {
    if (secure) tlsPort = (await listen(secure.server, secure.port, options.host)).port;
    for (const kind of ["fc", "cer"] as const)
      started.push(await startIdentityProvider(kind, addresses[kind], { portalOrigins: options.portalOrigins }));
  } catch (error) {
    await Promise.all([...servers.map(closeServer), ...started.map((provider) => provider.close())]);
    throw error;
  }
  const issuerOfKind = (kind: ProviderKind) => started.find((provider) => provider.kind === kind)?.issuer ?? issuerOf(addresses[kind]);
  const issuers = { fc: issuerOfKind("fc"), cer: issuerOfKind("cer") };
  const relyingParty = new RelyingParty({ issuers, faultFor: (kind, scope) => faults.match(providerFaultPath(kind), scope) });
  const handle = createHandler(sessions, faults, relyingParty, options.publicUrl);
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[mock backend]", error);
      if (!res.headersSent) sendJson(res, 500, { message: "Erreur interne du backend simulé" });
      else res.end();
    });
  };
  for (const listening of servers) listening.on("request", onRequest);
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    ...(tlsPort === undefined ? {} : { tlsUrl: `https://${host}:${tlsPort}` }),
    issuers,
    faults,
    close: async () => {
      await Promise.all([...servers.map(closeServer), ...started.map((provider) => provider.close())]);
    },
  };
}
