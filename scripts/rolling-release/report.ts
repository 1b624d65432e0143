import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * The figures of scripts/rolling-release.sh, from the balancer's and the replicas' JSON access
 * logs, wrk's summaries and the browser's navigations; exits non-zero on a broken page, an asset
 * answered 404 (the made-up one aside), a failed request anywhere but at a replica being stopped,
 * or a replica asking more than PEER_TRIES peers for one asset.
 */
const dir = process.argv[2];
if (!dir) throw new Error("usage: report.ts RUN_DIR");
// The made-up asset the run asks for after the rollout: its 404s are the expected answer.
const madeUpAsks = Number(process.env.MADE_UP_ASKS ?? "0");
const madeUpPrefix = process.env.MADE_UP_PREFIX ?? "";
const isMadeUp = (path: string) => madeUpPrefix !== "" && path.startsWith(madeUpPrefix);
// The bound the replicas' nginx is given (nginx/asset-peers.conf.template), which the run checks it keeps.
const PEER_TRIES = Number(
  /^proxy_next_upstream_tries (\d+);$/m.exec(
    readFileSync(join(import.meta.dirname, "..", "..", "nginx", "asset-peers.conf.template"), "utf8"),
  )?.[1],
);
if (!(PEER_TRIES > 0)) throw new Error("nginx/asset-peers.conf.template sets no proxy_next_upstream_tries");

const LogLine = z.object({
  uri: z.string(),
  status: z.number(),
  upstream: z.string(),
  upstreamStatus: z.string(),
  requestTime: z.number(),
});
const WrkSummary = z.object({
  requests: z.number(),
  connect: z.number(),
  read: z.number(),
  write: z.number(),
  status: z.number(),
  timeout: z.number(),
  maxUs: z.number(),
  p99Us: z.number(),
});
// A replica's access log line (nginx/nginx.conf.template's portal_json); up_status lists the
// peers it asked, one status each.
const ReplicaLine = z.object({ path: z.string(), status: z.number(), up_status: z.string() });
const Navigation = z.object({
  visitor: z.enum(["fresh", "returning"]),
  kind: z.enum(["open", "link", "reload", "update"]),
  path: z.string(),
  ready: z.boolean(),
  release: z.enum(["previous", "next", "mixed", "none"]),
  assetFailures: z.array(z.string()),
  scriptErrors: z.array(z.string()),
  milliseconds: z.number(),
});
type Navigation = z.infer<typeof Navigation>;

function jsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => schema.parse(JSON.parse(line)));
}

const log = jsonLines(join(dir, "lb-log", "access.json"), LogLine);
const wrk = ["previous", "next"].flatMap((release) =>
  jsonLines(join(dir, `wrk-${release}.json`), WrkSummary).map((summary) => ({ release, ...summary })),
);
const navigations = jsonLines(join(dir, "navigations.jsonl"), Navigation);
const replicaLogs = existsSync(join(dir, "replicas")) ? readdirSync(join(dir, "replicas")) : [];
const peerAsks = replicaLogs
  .flatMap((file) => jsonLines(join(dir, "replicas", file), ReplicaLine))
  .filter((line) => line.path.startsWith("/assets/") && line.up_status !== "")
  .map((line) => ({ ...line, tries: line.up_status.split(/, | : /).length }));
const madeUp = peerAsks.filter((ask) => isMadeUp(ask.path));
const missed = peerAsks.filter((ask) => !isMadeUp(ask.path));
const overBound = peerAsks.filter((ask) => ask.tries > PEER_TRIES);
const byTries = (asks: readonly { tries: number }[]) =>
  Array.from({ length: PEER_TRIES }, (_, index) => `${asks.filter((ask) => ask.tries === index + 1).length} after ${index + 1}`).join(", ");
const stopped = new Set(
  existsSync(join(dir, "stopped.txt")) ? readFileSync(join(dir, "stopped.txt"), "utf8").split("\n").filter(Boolean) : [],
);

// The last replica the balancer tried answered it: an earlier one only refused the connection.
const lastUpstream = (line: z.infer<typeof LogLine>) => line.upstream.split(/, | : /).at(-1) ?? "";
const failed = log.filter((line) => line.status >= 500);
const failedAtStopped = failed.filter((line) => stopped.has(lastUpstream(line)));
const retried = log.filter((line) => line.upstream.includes(","));
const asset404 = log.filter((line) => line.uri.startsWith("/assets/") && line.status === 404 && !isMadeUp(line.uri));
const wrkSocketErrors = wrk.reduce((sum, run) => sum + run.connect + run.read + run.write + run.timeout, 0);

const broken = (navigation: Navigation) => !navigation.ready || navigation.assetFailures.length > 0 || navigation.scriptErrors.length > 0;
const brokenPages = navigations.filter(broken);
const chunkFailures = navigations.flatMap((navigation) => navigation.assetFailures);
const mixed = navigations.filter((navigation) => navigation.release === "mixed");
const returning = navigations.filter((navigation) => navigation.visitor === "returning");
const last = returning.at(-1);
const updates = returning.filter((navigation) => navigation.kind === "update").length;
// Once the rollout is over: a working page of one release, the next one after the notice's reload
// once the new worker is in place, or still the previous one.
const returningOk = last !== undefined && !broken(last) && (last.release === "next" || last.release === "previous");
const returningEnd = !last
  ? "no navigation"
  : `${returningOk ? "" : "NOT "}on a working page of the ${last.release} release (${last.kind} of ${last.path}), after ${updates} reload(s) of the update notice`;
const count = (release: string) => navigations.filter((navigation) => navigation.release === release).length;

const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;
const lines = [
  `requests: ${wrk.reduce((sum, run) => sum + run.requests, 0)} by wrk (${wrk.map((run) => `${run.release} release's paths ${run.requests}`).join(", ")}), ${log.length} at the balancer (wrk and the browser)`,
  `failed at the balancer (5xx): ${failed.length}, of which ${failedAtStopped.length} at a replica being stopped; wrk's connection errors: ${wrkSocketErrors}; retried on another replica: ${retried.length}`,
  `asset 404s at the balancer: ${asset404.length}${asset404.length > 0 ? ` (first: ${asset404[0]?.uri ?? ""})` : ""}`,
  `longest stall: wrk's max latency ${wrk.map((run) => `${run.release} ${ms(run.maxUs / 1e6)} (p99 ${ms(run.p99Us / 1e6)})`).join(", ")}; the balancer's longest request ${ms(Math.max(0, ...log.map((line) => line.requestTime)))}`,
  `browser: ${navigations.length} navigations (${navigations.filter((n) => n.visitor === "fresh").length} by fresh visitors, ${navigations.filter((n) => n.visitor === "returning").length} by the returning one); on the previous release ${count("previous")}, on the next ${count("next")}, mixed ${mixed.length}`,
  `pages without their code: ${brokenPages.length}; chunk failures seen by the browser: ${chunkFailures.length}`,
  `returning visitor: ${returningEnd}`,
  `assets a replica lacked, asked of the next release's replicas: ${missed.length} (${byTries(missed)} tries), of which found ${missed.filter((ask) => ask.status === 200).length}`,
  `a made-up asset asked ${madeUpAsks} times, five addresses under the peers' name: ${madeUp.length} misses seen, ${madeUp.reduce((sum, ask) => sum + ask.tries, 0)} peer requests (${byTries(madeUp)} tries), most for one ${Math.max(0, ...madeUp.map((ask) => ask.tries))}`,
];
console.log(lines.map((line) => `rolling: ${line}`).join("\n"));
for (const navigation of brokenPages.slice(0, 5)) {
  console.log(
    `rolling:   broken: ${navigation.visitor} ${navigation.kind} ${navigation.path} ready=${navigation.ready} ${[...navigation.assetFailures, ...navigation.scriptErrors].slice(0, 3).join("; ")}`,
  );
}

const failures = [
  failed.length - failedAtStopped.length > 0 && "failed requests beyond the stopped replicas",
  wrkSocketErrors > 0 && "connection errors at the balancer",
  asset404.length > 0 && "asset 404s at the balancer",
  brokenPages.length > 0 && "pages without their code",
  chunkFailures.length > 0 && "chunk failures in the browser",
  mixed.length > 0 && "pages mixing two releases",
  navigations.length === 0 && "no navigation",
  !returningOk && "the returning visitor's end",
  overBound.length > 0 && `more than ${PEER_TRIES} peers asked for one asset`,
  madeUp.length !== madeUpAsks && "the made-up asset's misses not all in the replicas' logs",
].filter((failure): failure is string => typeof failure === "string");
console.log(failures.length === 0 ? "rolling: PASSED" : `rolling: FAILED: ${failures.join(", ")}`);
if (failures.length > 0) process.exit(1);
