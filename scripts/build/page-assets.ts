/** The part of Vite's build manifest the prerender reads. */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface PageAssets {
  /** Stylesheets of the page's own route chunks, beyond the entry's: render-blocking in its <head>. */
  readonly stylesheets: string[];
  /**
   * The app's chunks, which the page's entry imports once the page has painted, then the page's
   * route chunks: all preloaded at that moment (src/boot/entry.ts).
   */
  readonly modules: string[];
}

/** The route file a TanStack route id comes from, as the manifest names its split component chunk. */
function routeChunkKey(routeId: string): string {
  return `src/routes${routeId}.tsx?tsr-split=component`;
}

/** The chunk that hosts univers-marin (single-spa, SystemJS, the full DSFR stylesheet). */
export const MODULE_HOST_CHUNK = "src/features/univers-marin/single-spa-host.ts";

/**
 * The module overrides' code and import-map-overrides, which the entry loads only where the
 * environment allows overrides (src/features/module-overrides).
 */
export const MODULE_OVERRIDES_CHUNKS = [
  "src/features/module-overrides/module-overrides.ts",
  "node_modules/import-map-overrides/dist/import-map-overrides.js",
] as const;

/** What the entry imports for some pages or environments only: never part of a page's preloads. */
const ON_DEMAND_CHUNKS: ReadonlySet<string> = new Set([MODULE_HOST_CHUNK, ...MODULE_OVERRIDES_CHUNKS]);

/** The chunks under the given manifest keys and what they import, with their stylesheets beyond the entry's. */
function chunksUnder(manifest: Manifest, keys: readonly string[]): PageAssets {
  const entryCss = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? []),
  );
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!entryCss.has(css)) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { stylesheets: [...stylesheets], modules: [...modules] };
}

export function pageAssets(manifest: Manifest, routeIds: readonly string[]): PageAssets {
  // The page's entry also imports the module host, on a /univers-marin page only
  // (src/features/univers-marin/start.ts), and the overrides' library where they are allowed: no part of the app's code.
  const appChunks = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((entry) => entry.dynamicImports ?? [])
    .filter((key) => !ON_DEMAND_CHUNKS.has(key));
  return chunksUnder(manifest, [...appChunks, ...routeIds.map(routeChunkKey)]);
}

/** The module host's chunk, what it imports and its stylesheet. */
export function moduleHostAssets(manifest: Manifest): PageAssets {
  if (!manifest[MODULE_HOST_CHUNK]) throw new Error(`the build has no ${MODULE_HOST_CHUNK} chunk`);
  const host = chunksUnder(manifest, [MODULE_HOST_CHUNK]);
  // On a /univers-marin page the module host loads before the app's code, which would otherwise
  // come first over a slow link (2.7 s later on the satellite profile, docs/performance.md).
  const app = new Set(pageAssets(manifest, []).modules);
  const shared = host.modules.filter((module) => app.has(module));
  if (shared.length > 0) {
    throw new Error(
      `the module host's chunk imports the app's ${shared.join(", ")}: a module that both import belongs to the page's entry (import it from one of the entry's modules)`,
    );
  }
  return host;
}
