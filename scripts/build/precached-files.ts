/**
 * Whether a file of dist/ goes into the service worker's precache, which every visitor downloads
 * once per release. Left out: the exported 404 pages (nginx serves them for unknown paths only,
 * never under their own name), the full Marianne faces and the WOFF copies (the Latin subsets
 * cover the portal's three languages), and import-map-overrides, which only a testing
 * environment loads (docs/sub-applications.md).
 */
export function isPrecached(url: string): boolean {
  if (/(^|\/)404\.html$/.test(url)) return false;
  if (url.endsWith(".woff") || (url.endsWith(".woff2") && !url.includes("-latin-"))) return false;
  return !/^assets\/import-map-overrides-[\w-]{8}\.js$/.test(url);
}
