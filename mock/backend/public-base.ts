import type { IncomingMessage } from "node:http";

const first = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  const head = text?.split(",")[0]?.trim();
  return head === "" ? undefined : head;
};

/**
 * The portal's public address as Spring's ForwardedHeaderFilter reads it: X-Forwarded-Proto,
 * -Host and -Port, which nginx sets from its own configuration (nginx/proxy.conf.template);
 * without them, `configured` (MOCK_PUBLIC_URL: npm start, whose Vite proxy sends the backend's
 * own Host and no X-Forwarded-*), else the Host header. Used for redirect_uri and the
 * post-logout address, which the providers check.
 */
export function publicBase(req: IncomingMessage, configured?: string): string {
  const forwardedHost = first(req.headers["x-forwarded-host"]);
  if (forwardedHost === undefined && configured !== undefined) return configured;
  const proto = first(req.headers["x-forwarded-proto"]) ?? "http";
  const host = forwardedHost ?? first(req.headers.host) ?? "127.0.0.1";
  const url = new URL(`${proto === "https" ? "https" : "http"}://${host}`);
  const port = forwardedHost === undefined ? undefined : first(req.headers["x-forwarded-port"]);
  if (port !== undefined && /^[0-9]{1,5}$/.test(port)) url.port = port;
  return url.origin;
}
