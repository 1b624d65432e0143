import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const HASHED = /^(.+)-([\w-]{8})(\.(?:js|css))$/;
const TEXT = /\.(?:html|js|css|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The hashed asset names of a release, as its pages and chunks name them. */
export function assetNames(dist: string): Set<string> {
  return new Set(readdirSync(join(dist, "assets")).filter((name) => HASHED.test(name)));
}

/**
 * A second release made from the built one, as a build of changed code would make it: the app's
 * own chunk gets different content, so its hashed name changes, and so do the names of the
 * chunks that import it, up to the pages; then its service worker is built with its own precache
 * list (scripts/build/build-service-worker.ts). A full second `npm run build` would take the suite a
 * minute and a half more, and could not write to dist/ while other tests are served from it.
 */
export function makeSecondRelease(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  // Without the .gz files and brotli copies: nginx would serve the first release's.
  cpSync(from, to, { recursive: true, filter: (source) => !source.endsWith(".gz") && source !== join(from, "brotli") });
  const assets = join(to, "assets");
  const shell = readdirSync(assets).find((name) => /^shell-[\w-]{8}\.js$/.test(name));
  if (!shell) throw new Error(`no shell chunk in ${assets}`);
  writeFileSync(join(assets, shell), `${readFileSync(join(assets, shell), "utf8")}\n/* second release */\n`);

  const textFiles = () => filesUnder(to).filter((file) => TEXT.test(file) && !file.endsWith("sw.js"));
  const renamed = new Set<string>();
  let changed = [shell];
  while (changed.length > 0) {
    const names = new Map<string, string>();
    for (const name of changed) {
      const match = HASHED.exec(name);
      if (!match) continue;
      const hash = createHash("sha256")
        .update(readFileSync(join(assets, name)))
        .digest("base64url")
        .slice(0, 8);
      const next = `${match[1] ?? ""}-${hash}${match[3] ?? ""}`;
      renameSync(join(assets, name), join(assets, next));
      renamed.add(next);
      names.set(name, next);
    }
    changed = [];
    for (const file of textFiles()) {
      const before = readFileSync(file, "utf8");
      let after = before;
      for (const [old, next] of names) after = after.replaceAll(old, next);
      if (after === before) continue;
      writeFileSync(file, after);
      const name = relative(assets, file);
      if (HASHED.test(name) && !renamed.has(name)) changed.push(name);
    }
  }
  execFileSync("npx", ["tsx", "scripts/build/build-service-worker.ts"], { env: { ...process.env, DIST_DIR: to }, stdio: "ignore" });
}
