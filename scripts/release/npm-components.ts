import type { Component, Dependency } from "./cyclonedx.ts";

/** The fields of a package-lock.json (v2/v3) entry that the SBOM reads. */
export interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly resolved?: string;
  readonly integrity?: string;
  readonly license?: string;
  readonly link?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

export interface Lockfile {
  readonly packages: Readonly<Record<string, LockEntry>>;
}

/**
 * The package a module specifier names, for bare specifiers only
 * (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`).
 */
function packageName(specifier: string): string | undefined {
  if (/^[./]|^[a-z]+:/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * The devDependencies the shipped code imports. The bundle is built with every devDependency,
 * but only what the app's own modules import ends up in it (the service worker's workbox-*
 * today); a type-only import is erased and ships nothing.
 */
export function importedDevDependencies(sources: Iterable<string>, devDependencies: Readonly<Record<string, string>>): string[] {
  const found = new Set<string>();
  const specifiers = /^\s*(?:import|export)(?!\s+type\s)[^"';]*?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
  for (const source of sources) {
    for (const match of source.matchAll(specifiers)) {
      const name = packageName(match[1] ?? match[2] ?? ".");
      if (name !== undefined && Object.hasOwn(devDependencies, name)) found.add(name);
    }
  }
  return [...found].sort();
}

/** Where npm installed `name` for the package at `from`: its own node_modules, then each parent's. */
function resolveInstalled(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[candidate] !== undefined) return candidate;
    if (base === "") return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const nameAt = (path: string, entry: LockEntry) => entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

/** pkg:npm/%40scope/name@version, as the purl spec writes an npm scope. */
export function npmPurl(name: string, version: string): string {
  const slash = name.indexOf("/");
  const [namespace, bare] =
    name.startsWith("@") && slash > 0 ? [`${encodeURIComponent(name.slice(0, slash))}/`, name.slice(slash + 1)] : ["", name];
  return `pkg:npm/${namespace}${encodeURIComponent(bare)}@${encodeURIComponent(version)}`;
}

function component(name: string, entry: LockEntry & { version: string }): Component {
  const [algorithm, base64] = (entry.integrity ?? "").split("-");
  const alg = algorithm === "sha512" ? "SHA-512" : algorithm === "sha1" ? "SHA-1" : undefined;
  return {
    type: "library",
    "bom-ref": `${name}@${entry.version}`,
    name,
    version: entry.version,
    purl: npmPurl(name, entry.version),
    ...(alg !== undefined && base64 !== undefined ? { hashes: [{ alg, content: Buffer.from(base64, "base64").toString("hex") }] } : {}),
    ...(entry.license !== undefined ? { licenses: [{ expression: entry.license }] } : {}),
  };
}

/**
 * The npm packages that reach the bundle, read from the lockfile: the production dependencies
 * and the `shipped` devDependencies, with everything they depend on as npm installed it. The
 * graph's root is `rootRef`, the image. React and react-dom are listed though the build aliases
 * them to Preact: a production dependency is listed whole rather than guessed away.
 */
export function npmComponents(
  lock: Lockfile,
  shipped: readonly string[],
  rootRef: string,
): { components: Component[]; dependencies: Dependency[] } {
  const root = lock.packages[""];
  if (root === undefined) throw new Error("package-lock.json has no root package");
  const components = new Map<string, Component>();
  const dependencies = new Map<string, Set<string>>();
  const visited = new Set<string>();
  const pending = [...Object.keys(root.dependencies ?? {}), ...shipped].map((name) => ({ from: "", name }));
  const rootRefs = new Set<string>();
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    const path = resolveInstalled(lock, next.from, next.name);
    const entry = path === undefined ? undefined : lock.packages[path];
    // An optional dependency npm did not install is not in the image either.
    if (path === undefined || entry === undefined || entry.version === undefined || entry.link === true) continue;
    const name = nameAt(path, entry);
    const ref = `${name}@${entry.version}`;
    if (next.from === "") rootRefs.add(ref);
    else dependencies.get(next.from)?.add(ref);
    if (visited.has(path)) continue;
    visited.add(path);
    components.set(ref, component(name, { ...entry, version: entry.version }));
    dependencies.set(path, dependencies.get(path) ?? new Set());
    // Not peerDependencies: the host provides them, and what the app runs with is its own
    // dependency already; following them would add build tools (a macro plugin, typescript).
    const edges = { ...entry.optionalDependencies, ...entry.dependencies };
    for (const dependency of Object.keys(edges)) pending.push({ from: path, name: dependency });
  }
  // The graph by bom-ref: two installed copies of one version are one component.
  const graph = new Map<string, Set<string>>();
  for (const [path, refs] of dependencies) {
    const entry = lock.packages[path];
    if (entry?.version === undefined) continue;
    const ref = `${nameAt(path, entry)}@${entry.version}`;
    graph.set(ref, new Set([...(graph.get(ref) ?? []), ...refs]));
  }
  return {
    components: [...components.values()].sort((a, b) => a["bom-ref"].localeCompare(b["bom-ref"])),
    dependencies: [
      { ref: rootRef, dependsOn: [...rootRefs].sort() },
      ...[...graph].map(([ref, refs]) => ({ ref, dependsOn: [...refs].sort() })).sort((a, b) => a.ref.localeCompare(b.ref)),
    ],
  };
}
