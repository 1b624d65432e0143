import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { build } from "vite";
import { type Fault, SLOW_RESPONSE_MS, faultFor, faultyMainJs, isFault } from "./faults";
import { FIXTURES, buildFixture, isFixture } from "./fixtures/build";

/**
 * Serves a univers-marin build from its own origin, with CORS, as the real host would:
 * MOCK_UNIVERS_MARIN_APP picks the module served as /main.js, the plain-DOM demo (default) or a
 * framework fixture (fixtures/: react, angular); each is also served under its own folder,
 * /demo/main.js, /react/main.js, so that one run can point several portals at different modules
 * (UNIVERS_MARIN_HOST=http://host:8082/react). It builds the demo (vite.config.ts beside this
 * file) and the picked fixture first (fixtures/build.ts: only what changed), so that npm start,
 * the e2e suite and the compose stack serve the current source; MOCK_UNIVERS_MARIN_SKIP_BUILD=1
 * serves the builds as they are; a fixture not built is answered 404. With
 * MOCK_UNIVERS_MARIN_FAULTS=1, POST /__faults/<fault> makes /main.js
 * misbehave (faults.ts) for the failure tests. It also stands in for the medical portal's
 * logout page (MEDICAL_PORTAL_LOGOUT_URL), which the portal loads in a hidden frame.
 */
const port = Number(process.env.MOCK_UNIVERS_MARIN_PORT ?? 8082);
const host = process.env.MOCK_UNIVERS_MARIN_HOST ?? "127.0.0.1";
const faultsEnabled = process.env.MOCK_UNIVERS_MARIN_FAULTS === "1";
const app = process.env.MOCK_UNIVERS_MARIN_APP ?? "demo";
if (app !== "demo" && !isFixture(app))
  throw new Error(`MOCK_UNIVERS_MARIN_APP must be demo or one of ${FIXTURES.join(", ")}, got '${app}'`);
const demoRoot = join(import.meta.dirname, "dist");
const roots: Record<string, string> = { demo: demoRoot };
for (const fixture of FIXTURES) roots[fixture] = join(import.meta.dirname, "fixtures", fixture, "dist");
const servedRoot = roots[app] ?? demoRoot;
const TYPES: Record<string, string> = { ".js": "application/javascript", ".css": "text/css", ".map": "application/json" };

const skipBuild = process.env.MOCK_UNIVERS_MARIN_SKIP_BUILD === "1";
if (!skipBuild || !existsSync(join(demoRoot, "main.js"))) {
  await build({ configFile: join(import.meta.dirname, "vite.config.ts") });
}
if (isFixture(app) && (!skipBuild || !existsSync(join(servedRoot, "main.js")))) buildFixture(app);

/** The file a request is for: /react/main.js is the React fixture's, /main.js the picked app's. */
function fileOf(path: string): string | undefined {
  const match = /^\/([a-z]+)(\/.+)$/.exec(path);
  const folderRoot = match?.[1] === undefined ? undefined : roots[match[1]];
  const [root, rest] = folderRoot !== undefined && match?.[2] !== undefined ? [folderRoot, match[2]] : [servedRoot, path];
  const file = join(root, rest);
  return file.startsWith(`${root}/`) ? file : undefined;
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
  const file = fileOf(path);
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
  if (file === undefined || !existsSync(file) || !statSync(file).isFile()) {
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
  console.log(`mock univers-marin host on http://${host}:${port}, /main.js: ${app}${faultsEnabled ? " (faults enabled)" : ""}`);
});
