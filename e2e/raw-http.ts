import { connect } from "node:net";
import { PORTAL_URL } from "./stack";

export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case; the last value of a repeated header. */
  readonly headers: ReadonlyMap<string, string>;
  /** As received: a chunked body keeps its chunk sizes, which is enough to search it. */
  readonly body: string;
}

/**
 * Sends bytes exactly as written to the portal and reads the answer until nginx closes.
 * HTTP clients (Playwright's included) normalise /../, reject CONNECT or resolve //host
 * against another origin: a hostile client does none of that.
 */
export function rawRequest(head: string, body?: Buffer, timeoutMs = 5_000, portalUrl = PORTAL_URL): Promise<RawAnswer> {
  const { hostname, port } = new URL(portalUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 80) });
    const chunks: Buffer[] = [];
    // A refused request may be answered and closed before the whole body is written: the
    // answer is what matters, not the broken pipe.
    let failure: Error | undefined;
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${head.split("\r\n")[0] ?? ""}`));
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) => (failure = error));
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      if (status === 0) {
        reject(failure ?? new Error(`not an HTTP answer: ${text.slice(0, 200)}`));
        return;
      }
      const headers = new Map<string, string>();
      for (const line of text.slice(0, end).split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      resolve({ status, headers, body: end < 0 ? "" : text.slice(end + 4) });
    });
    socket.write(head);
    if (body) socket.write(body);
  });
}

/**
 * A GET of a path sent byte for byte, with the portal's own Host unless told otherwise; to the
 * suite's portal, or to another one (e2e/extra-portal.ts).
 */
export function rawGet(path: string, extraHeaders: Readonly<Record<string, string>> = {}, portalUrl = PORTAL_URL): Promise<RawAnswer> {
  const headers = { Host: new URL(portalUrl).host, ...extraHeaders, Connection: "close" };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return rawRequest(`GET ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`, undefined, undefined, portalUrl);
}
