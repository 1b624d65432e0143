import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fileNames } from "./comment-names";

/**
 * The repository stands alone: a person who clones it has every page its files send them to.
 * Comments count as much as the docs: a path in a comment is a link a reader follows.
 */
const root = join(import.meta.dirname, "..");
const BINARY = /\.(png|ico|woff2?|gz|br|jpg|svg)$/;
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file !== "" && existsSync(join(root, file)));
const files = tracked.filter((file) => !BINARY.test(file));
const trackedPaths = new Set(tracked);
const trackedFolders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);

/**
 * What a clean clone has: a tracked file or folder. A file left in this working tree by a build
 * is not enough, or the check would pass here and fail on the clone CI makes.
 */
function inClone(path: string): boolean {
  return path === "" || trackedPaths.has(path) || trackedFolders.has(path);
}

/** Files a build writes: git ignores them, so naming them is naming the build's output, not a missing file. */
function builtOutputs(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const ignored = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], { cwd: root, input: paths.join("\n"), encoding: "utf8" });
  return new Set(ignored.split("\n").filter((path) => path !== ""));
}
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));
const markdown = files.filter((file) => file.endsWith(".md"));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const headings = [...(texts.get(file) ?? "").matchAll(/^#{1,6} (.+)$/gm)].map(([, heading = ""]) => anchorOf(heading));
  const seen = new Map<string, number>();
  return new Set(
    headings.map((anchor) => {
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      return count === 0 ? anchor : `${anchor}-${count}`;
    }),
  );
}

/** What is wrong with a link to `target` (a path, maybe with an anchor) from `file`, if anything. */
function brokenLink(file: string, target: string, base: string): string | undefined {
  const [path = "", anchor] = target.split("#");
  const absolute = path === "" ? join(root, file) : resolve(base, path);
  const inside = relative(root, absolute);
  if (inside.startsWith("..")) return `${file}: ${target} is outside the repository`;
  if (!inClone(inside)) return `${file}: ${target} does not exist in a clone`;
  if (anchor && inside.endsWith(".md") && !anchorsOf(inside).has(anchor)) return `${file}: ${target} names no heading of ${inside}`;
  return undefined;
}

/** Names of what the code talks to without holding it: the backend's framework, the platforms. */
const OUTSIDE_NAMES = new Set([
  // Spring Security's and Spring's, whose defaults the mock backend follows.
  "CookieCsrfTokenRepository",
  "CsrfAuthenticationStrategy",
  "CsrfLogoutHandler",
  "DefaultRedirectStrategy",
  "ForwardedHeaderFilter",
  "OidcAuthorizationCodeAuthenticationProvider",
  "OidcClientInitiatedLogoutSuccessHandler",
  // OpenShift's kind behind restricted-v2.
  "SecurityContextConstraints",
  // Apple's system, where every browser is WebKit.
  "iOS",
  // Testing Library's family of queries that wait (findByRole, findByText…).
  "findBy",
]);

/** Which of `names` the installed packages' type declarations (TypeScript's of the platform among them) declare. */
function declaredByDependencies(names: readonly string[]): Set<string> {
  if (names.length === 0) return new Set();
  const patterns = names.flatMap((name) => ["-e", name]);
  const includes = ["--include=*.d.ts", "--include=*.d.mts", "--include=*.d.cts"];
  try {
    const found = execFileSync("grep", ["-rhowF", ...includes, ...patterns, "node_modules"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    return new Set(found.split("\n"));
  } catch {
    // grep exits with 1 when it finds none.
    return new Set();
  }
}

describe("the repository stands alone", () => {
  it("names no file outside it: not the design notes nor the specification it was built from", () => {
    const outside = /\.\.\/shared\b|\bDESIGN\.md\b|portal-spec\.md/;
    const pointing = files.filter((file) => file !== "scripts/stands-alone.test.ts" && outside.test(texts.get(file) ?? ""));
    expect(pointing).toEqual([]);
  });

  it("links, in every Markdown page, to files and headings that exist inside it", () => {
    const broken = markdown.flatMap((file) =>
      [...(texts.get(file) ?? "").matchAll(/\]\((?![a-z]+:)([^)\s]+)\)/g)].flatMap(
        ([, target = ""]) => brokenLink(file, target, dirname(join(root, file))) ?? [],
      ),
    );
    expect(markdown.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it("names, in code and comments, docs pages and headings that exist", () => {
    const named = files.flatMap((file) =>
      [...(texts.get(file) ?? "").matchAll(/\bdocs\/[a-z0-9-]+\.md(?:#[a-z0-9-]+)?/g)].map(([target]) => ({ file, target })),
    );
    expect(named.length).toBeGreaterThan(20);
    const broken = named.flatMap(({ file, target }) => brokenLink(file, target, root) ?? []);
    expect(broken).toEqual([]);
  });

  it("names, in code and comments, files a clone has or a build writes (from the root, or from the naming file's own project)", () => {
    const path =
      /(?<![\w./$<-])((?:src|scripts|e2e|mock|nginx|docker|deploy|locales|public)\/[\w./-]*\w\.(?:tsx?|sh|js|template|md|ya?ml|json|csv))\b/g;
    // Test files name files that are not there on purpose: the inputs of the checks they test.
    const named = files
      .filter((file) => !/\.test\.tsx?$/.test(file) && file !== "package-lock.json")
      .flatMap((file) => [...(texts.get(file) ?? "").matchAll(path)].map(([, target = ""]) => ({ file, target })));
    expect(named.length).toBeGreaterThan(500);
    const existsFrom = (file: string, target: string): boolean => {
      for (let folder = dirname(file); ; folder = dirname(folder)) {
        if (inClone(join(folder, target))) return true;
        if (folder === ".") return false;
      }
    };
    const missing = named.filter(({ file, target }) => !existsFrom(file, target));
    const built = builtOutputs(missing.map(({ target }) => target));
    expect(missing.filter(({ target }) => !built.has(target)).map(({ file, target }) => `${file}: ${target}`)).toEqual([]);
  });

  // Reading every installed package's declarations from a cold disk cache outlasts the default limit.
  it("names, in comments, symbols the code has: its own, its libraries' or the platform's", { timeout: 60_000 }, () => {
    const scanned = files
      .filter((file) => !/\.(md|json|csv|html|css|txt)$/.test(file))
      .map((file) => ({ file, ...fileNames(file, texts.get(file) ?? "") }));
    expect(scanned.reduce((sum, { named }) => sum + named.length, 0)).toBeGreaterThan(200);
    const inCode = new Set(scanned.flatMap(({ words }) => [...words]));
    const elsewhere = scanned.flatMap(({ file, named }) =>
      named.filter((name) => !inCode.has(name) && !OUTSIDE_NAMES.has(name)).map((name) => ({ file, name })),
    );
    const declared = declaredByDependencies([...new Set(elsewhere.map(({ name }) => name))]);
    expect(elsewhere.filter(({ name }) => !declared.has(name)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it("anchors headings as GitHub does", () => {
    expect(anchorOf("Spec rule → file")).toBe("spec-rule--file");
    expect(anchorOf("The entrypoint and the runtime variables")).toBe("the-entrypoint-and-the-runtime-variables");
    expect(anchorOf("What nginx refuses on the `/api/` prefixes")).toBe("what-nginx-refuses-on-the-api-prefixes");
  });
});
