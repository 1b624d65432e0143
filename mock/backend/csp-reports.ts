import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson } from "./http-helpers";

/**
 * A collector of CSP violation reports, where the tester stack's portal sends them
 * (CSP_REPORT_URL in docker/docker-compose.yml) and where e2e/observability.spec.ts points a portal
 * of its own: POST stores a report as the browser sent it, GET lists what came, in order.
 * Browsers post two formats: report-uri's `application/csp-report` ({"csp-report": {…}}) and the
 * Reporting API's `application/reports+json` (an array of reports).
 */
export interface ReceivedReport {
  readonly contentType: string;
  readonly body: unknown;
}

/** The Reporting API's uploads are cross-origin fetches: a CORS preflight comes first. */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST",
  "Access-Control-Allow-Headers": "Content-Type",
};

export class CspReportCollector {
  readonly #reports: ReceivedReport[] = [];

  /** What came so far, for a test that runs the collector in its own process. */
  get received(): readonly ReceivedReport[] {
    return this.#reports;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (req.method === "GET") return sendJson(res, 200, this.#reports);
    if (req.method !== "POST") return sendJson(res, 405, { message: "Méthode non permise" });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req)) as unknown;
    } catch {
      return sendJson(res, 400, { message: "Rapport illisible" });
    }
    this.#reports.push({ contentType: req.headers["content-type"] ?? "", body });
    res.writeHead(204, CORS_HEADERS).end();
  }
}
