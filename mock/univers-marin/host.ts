import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { build } from "vite";
import { type Fault, SLOW_RESPONSE_MS, faultFor, faultyMainJs, isFault } from "./faults";

/**
 * Serves the demo univers-marin build from its own origin, with CORS, as the real host would.
 * It builds the demo first (vite.config.ts beside this file), so that npm start, the e2e suite
 * and the compose stack always serve the current source; MOCK_UNIVERS_MARIN_SKIP_BUILD=1 serves
 * dist/ as it is. With MOCK_UNIVERS_MARIN_FAULTS=1, POST /__faults/<fault> makes /main.js
 * misbehave (faults.ts) for the failure tests. It also stands in for the medical portal's
 * logout page (MEDICAL_PORTAL_LOGOUT_URL), which the portal loads in a hidden frame.
 */
const port = Number(process.env.MOCK_UNIVERS_MARIN_PORT ?? 8082);
const host = process.env.MOCK_UNIVERS_MARIN_HOST ?? "127.0.0.1";
const faultsEnabled = process.env.MOCK_UNIVERS_MARIN_FAULTS === "1";
const root = join(import.meta.dirname, "dist");
const TYPES: Record<string, string> = { ".js": "application/javascript", ".css": "text/css", ".map": "application/json" };

if (process.env.MOCK_UNIVERS_MARIN_SKIP_BUILD !== "1" || !existsSync(join(root, "main.js"))) {
  await build({ configFile: join(import.meta.dirname, "vite.config.ts") });
}

let fault: Fault = "none";
/** The rank of each /main.js URL (query included) asked for since the fault was set. */
const attempts = new Map<string, number>();

function attemptOf(url: string): number {
  const rank = attempts.get(url) ?? attempts.size;
  attempts.set(url, rank);
  return rank;
}

const MEDICAL_LOGOUT_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Déconnexion du service de rendez-vous médical (démonstration)</title></head>
<body><p>Vous êtes déconnecté du service de rendez-vous médical de démonstration.</p></body></html>
`;

createServer((req, res) => {
  const path = normalize(new URL(req.url ?? "/", "http://host.invalid").pathname).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, path);
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Cache-Control", "no-cache");
  if (path === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n");
    return;
  }
  if (path === "/medical-logout.html") {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(MEDICAL_LOGOUT_PAGE);
    return;
  }
  const faultName = /^\/__faults\/([a-z-]+)$/.exec(path)?.[1];
  if (faultsEnabled && req.method === "POST" && faultName !== undefined && isFault(faultName)) {
    fault = faultName;
    attempts.clear();
    res.writeHead(204).end();
    return;
  }
  const current = path === "/main.js" ? faultFor(fault, attemptOf(req.url ?? path)) : "none";
  const faulty = faultyMainJs(current);
  if (faulty) {
    res.writeHead(faulty.status, { "Content-Type": faulty.type }).end(faulty.body);
    return;
  }
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
    return;
  }
  const serve = () => {
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  };
  if (current === "slow-response") setTimeout(serve, SLOW_RESPONSE_MS);
  else serve();
}).listen(port, host, () => {
  console.log(`mock univers-marin host on http://${host}:${port}${faultsEnabled ? " (faults enabled)" : ""}`);
});
