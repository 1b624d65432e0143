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
   * route chunks: all preloaded at that moment (src/load-after-paint.ts).
   */
  readonly modules: string[];
}

/** The route file a TanStack route id comes from, as the manifest names its split component chunk. */
export function routeChunkKey(routeId: string): string {
  return `src/routes${routeId}.tsx?tsr-split=component`;
}

export function pageAssets(manifest: Manifest, routeIds: readonly string[]): PageAssets {
  const entryCss = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? []),
  );
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!entryCss.has(css)) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const entry of Object.values(manifest).filter((chunk) => chunk.isEntry))
    for (const key of entry.dynamicImports ?? []) visit(key, seen);
  for (const routeId of routeIds) visit(routeChunkKey(routeId), seen);
  return { stylesheets: [...stylesheets], modules: [...modules] };
}
