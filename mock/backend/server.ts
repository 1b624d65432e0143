import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { autoconnexionSchema } from "../../src/api/autoconnexion";
import { BANDEAU_IDENTITE_PATH, bandeauIdentiteSchema } from "../../src/api/bandeau-identite";
import { EVENEMENTS_PATH, evenementSchema } from "../../src/api/evenements";
import { habilitationsSchema } from "../../src/api/habilitations-schema";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../src/api/session-paths";
import { XSRF_COOKIE, XSRF_HEADER } from "../../src/api/http-client";
import { mesDroitsSchema } from "../../src/api/mes-droits";
import { RECONCILIATION_PATH, reconciliationRequestSchema, reconciliationResponseSchema } from "../../src/api/reconciliation";
import { SELECTION_LANGUE_PATH, langueSchema } from "../../src/api/selection-langue";
import { AUTOCONNEXION_PATH } from "../../src/api/autoconnexion";
import { FaultTable, SCOPE_COOKIE, faultSchema } from "./faults";
import { escapeHtml, parseCookies, readBody, redirect, sendHtml, sendJson } from "./http-helpers";
import { type Persona, findPersona } from "./personas";
import { chooserPage, isProviderId, isSignInPage, returnPathFor } from "./sign-in";

/**
 * The simulated backend: answers what the real one answers to the shell, on loopback.
 * Started by npm start, the e2e suite and the tester stack; never part of the image.
 * Every answer is parsed with the front's own zod schema before it is sent.
 */
const port = Number(process.env.MOCK_BACKEND_PORT ?? 8081);
const host = process.env.MOCK_BACKEND_HOST ?? "127.0.0.1";

const SESSION_COOKIE = "MOCK_SESSION";
const NUM_MARIN = /^(?:[0-9]{8}|(?:\*\*|TI)[0-9]{0,6})$/;

interface Session {
  readonly persona: Persona;
  reconciled: boolean;
}

const sessions = new Map<string, Session>();
const faults = new FaultTable();

const token = () => randomBytes(18).toString("base64url");

function addCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader("Set-Cookie");
  const list = Array.isArray(current) ? current : typeof current === "string" ? [current] : [];
  res.setHeader("Set-Cookie", [...list, cookie]);
}

/** As Spring's cookie token repository: readable by the page, sent back in X-XSRF-TOKEN. */
function ensureXsrfCookie(req: IncomingMessage, res: ServerResponse): string | undefined {
  const existing = parseCookies(req).get(XSRF_COOKIE);
  if (existing) return existing;
  addCookie(res, `${XSRF_COOKIE}=${token()}; Path=/; SameSite=Lax`);
  return undefined;
}

function currentSession(req: IncomingMessage): Session | undefined {
  const id = parseCookies(req).get(SESSION_COOKIE);
  return id === undefined ? undefined : sessions.get(id);
}

async function handleSignIn(req: IncomingMessage, res: ServerResponse, providerId: string): Promise<void> {
  if (!isProviderId(providerId)) return sendJson(res, 404, { message: "Fournisseur d'identité inconnu" });
  if (req.method === "GET") return sendHtml(res, 200, chooserPage(providerId, returnPathFor(providerId, req.headers.referer)));
  if (req.method !== "POST") return sendJson(res, 405, { message: "Méthode non permise" });

  const form = new URLSearchParams(await readBody(req));
  const persona = findPersona(form.get("persona") ?? "");
  const retour = form.get("retour") ?? "";
  if (!persona || !isSignInPage(retour))
    return sendHtml(res, 400, `<!doctype html><title>Erreur</title><p>Demande invalide : ${escapeHtml(retour)}</p>`);

  const previous = parseCookies(req).get(SESSION_COOKIE);
  if (previous) sessions.delete(previous);
  if (persona.signInErrorId !== undefined) {
    addCookie(res, `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return redirect(res, `${retour}?errorId=${persona.signInErrorId}`);
  }
  const id = token();
  sessions.set(id, { persona, reconciled: false });
  addCookie(res, `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  return redirect(res, retour);
}

function handleLogout(req: IncomingMessage, res: ServerResponse): void {
  const id = parseCookies(req).get(SESSION_COOKIE);
  if (id) sessions.delete(id);
  addCookie(res, `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  res.writeHead(302, { Location: "/login", "Cache-Control": "no-store" });
  res.end();
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(req)) as unknown;
  } catch {
    return undefined;
  }
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, xsrf: string | undefined): Promise<void> {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    const header = req.headers[XSRF_HEADER.toLowerCase()];
    if (xsrf === undefined || header !== xsrf) return sendJson(res, 403, { message: "Jeton anti-falsification absent ou invalide" });
  }
  const session = currentSession(req);
  if (!session) return sendJson(res, 401, { message: "Authentification requise" });
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
    headerNames: Object.keys(req.headers),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://backend.invalid");
  if (url.pathname === "/healthz") return sendJson(res, 200, { status: "ok" });
  if (url.pathname === "/__mock/faults") return handleFaults(req, res, url);
  if (ECHO_PATHS.has(url.pathname)) return echoRequest(req, res);

  const fault = faults.match(url.pathname, parseCookies(req).get(SCOPE_COOKIE));
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

  const xsrf = ensureXsrfCookie(req, res);
  const signIn = /^\/oauth2\/authorization\/([^/]+)$/.exec(url.pathname);
  if (signIn?.[1] !== undefined) return handleSignIn(req, res, decodeURIComponent(signIn[1]));
  if (url.pathname === "/logout" && req.method === "GET") return handleLogout(req, res);
  if (url.pathname.startsWith("/api/")) return handleApi(req, res, url, xsrf);
  return sendJson(res, 404, { message: "Ressource inconnue" });
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error("[mock backend]", error);
    if (!res.headersSent) sendJson(res, 500, { message: "Erreur interne du backend simulé" });
    else res.end();
  });
}).listen(port, host, () => {
  console.log(`mock backend on http://${host}:${port}`);
});
