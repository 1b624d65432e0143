import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

/**
 * Serves the demo univers-marin build from its own origin, with CORS, as the real host would.
 */
const port = Number(process.env.MOCK_UNIVERS_MARIN_PORT ?? 8082);
const host = process.env.MOCK_UNIVERS_MARIN_HOST ?? "127.0.0.1";
const root = join(import.meta.dirname, "dist");
const TYPES: Record<string, string> = { ".js": "application/javascript", ".css": "text/css", ".map": "application/json" };

createServer((req, res) => {
  const path = normalize(new URL(req.url ?? "/", "http://host.invalid").pathname).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, path);
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Cache-Control", "no-cache");
  if (path === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n");
    return;
  }
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
    return;
  }
  res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
}).listen(port, host, () => {
  console.log(`mock univers-marin host on http://${host}:${port}`);
});
