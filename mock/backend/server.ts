import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * The simulated backend: answers what the real one answers to the shell, on loopback.
 * Started by npm start, the e2e suite and the tester stack; never part of the image.
 */
const port = Number(process.env.MOCK_BACKEND_PORT ?? 8081);
const host = process.env.MOCK_BACKEND_HOST ?? "127.0.0.1";

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://backend.invalid");
  if (url.pathname === "/healthz") return sendJson(res, 200, { status: "ok" });
  if (url.pathname === "/api/echo-headers") {
    return sendJson(res, 200, {
      host: req.headers.host,
      forwardedHost: req.headers["x-forwarded-host"],
      forwardedProto: req.headers["x-forwarded-proto"],
      forwardedFor: req.headers["x-forwarded-for"],
    });
  }
  return sendJson(res, 404, { message: "Ressource inconnue" });
}

createServer(handle).listen(port, host, () => {
  console.log(`mock backend on http://${host}:${port}`);
});
