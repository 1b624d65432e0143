import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * Cuts in DSFR's CSS that change nothing a browser of today shows:
 * - `virtual:dsfr-icons.css`: only the rules of the icons named in src/ or by react-dsfr's own
 *   components (the full icon sheet defines some 1,600 icons, 16 KB gzip);
 * - core.min.css without the spacing and grid utility classes nobody names (about 4 KB gzip);
 * - every DSFR stylesheet without its Internet Explorer rules (about 5 KB gzip of the
 *   render-blocking CSS);
 * - the full stylesheet without the @font-face rules core.min.css already holds.
 * The univers-marin sub-application, which may use any DSFR class, loads the full stylesheet
 * when it mounts (src/features/univers-marin).
 */
const VIRTUAL_ID = "virtual:dsfr-icons.css";
const ICON_NAME = /\b(?:fr-icon|ri)-[a-z0-9]+(?:-[a-z0-9]+)*-(?:line|fill)\b/g;
const CLASS_NAME = /\bfr-[a-z0-9]+(?:-[a-z0-9]+)*(?:--[a-z0-9-]+)?\b/g;
const UTILITY = /^\.fr-(?:(?:m|mt|mr|mb|ml|mx|my|p|pt|pr|pb|pl|px|py)-(?:(?:sm|md|lg|xl)-)?(?:n?[0-9]+[wv]?|auto)|col(?:-[a-z0-9-]+)?)$/;
// Icons react-dsfr's components add by themselves (Display's theme button, links).
const ICONS_USED_BY_REACT_DSFR = ["fr-icon-theme-fill", "fr-icon-arrow-right-line"];

const require = createRequire(import.meta.url);
const reactDsfrDir = dirname(require.resolve("@codegouvfr/react-dsfr/package.json"));
const iconsDir = join(reactDsfrDir, "dsfr", "utility", "icons");
// A file name inside DSFR's icons folder, so that the rules' relative url()s resolve as in the original.
const iconsId = join(iconsDir, "portal-icons.css");

function files(dir: string, pattern: RegExp, skip: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !skip.test(file))
    .map((file) => join(dir, file));
}

function namesIn(sources: readonly string[], pattern: RegExp): Set<string> {
  const names = new Set<string>();
  for (const file of sources) for (const match of readFileSync(file, "utf8").matchAll(pattern)) names.add(match[0]);
  return names;
}

function appSources(root: string): string[] {
  return files(join(root, "src"), /\.tsx?$/, /\.test\.tsx?$/);
}

function reactDsfrSources(): string[] {
  // Not the generated class-name lists (fr/) nor the TypeScript sources (src/): they name every class.
  return files(reactDsfrDir, /\.js$/, /^(dsfr|mui|node_modules|src|fr)\/|\.map$/);
}

/** The rules of `css` (top level, no nesting) that style one of the named icons. */
export function iconRules(css: string, names: ReadonlySet<string>): string {
  const rules = css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
  return rules
    .filter((rule) => {
      const selectors = rule.slice(0, rule.indexOf("{"));
      return [...selectors.matchAll(/\.((?:fr-icon|ri)-[a-z0-9-]+)/g)].some((m) => m[1] !== undefined && names.has(m[1]));
    })
    .join("\n");
}

/** `css` without the rules whose selectors are all spacing or grid utilities that are not named. */
export function withoutUnusedUtilities(css: string, used: ReadonlySet<string>): string {
  const unused = (selector: string) => UTILITY.test(selector) && !used.has(selector.slice(1));
  const strip = (block: string): string =>
    block.replace(/(@media[^{]*)\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}|([^{}@;]+)\{([^{}]*)\}/g, (whole, media, inner, selectors) => {
      if (typeof media === "string") {
        const kept = strip(inner as string);
        return kept.trim() === "" ? "" : `${media}{${kept}}`;
      }
      const list = (selectors as string).split(",").map((s) => s.trim());
      return list.every(unused) ? "" : whole;
    });
  return strip(css);
}

// DSFR's "legacy" layer: media queries that only Internet Explorer matches (`min-width:0\0`).
const IE_ONLY_MEDIA = /^@media[^{]*min-width:\s*0\\0/;

/** The index just past the block that opens at `open` (a "{"), strings skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, i + 1);
      i = close === -1 ? css.length : close;
    } else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

/** `css` without the @media blocks that only Internet Explorer matches. */
export function withoutInternetExplorerRules(css: string): string {
  let out = "";
  let from = 0;
  for (let at = css.indexOf("@media", from); at !== -1; at = css.indexOf("@media", from)) {
    const open = css.indexOf("{", at);
    if (open === -1) break;
    const end = blockEnd(css, open);
    out += css.slice(from, at);
    if (!IE_ONLY_MEDIA.test(css.slice(at, open))) out += css.slice(at, end);
    from = end;
  }
  return out + css.slice(from);
}

/** `css` without its @font-face rules. */
export function withoutFontFaces(css: string): string {
  return css.replace(/@font-face\{[^}]*\}/g, "");
}

/** The full stylesheet the univers-marin host loads, which repeats core.min.css's ten faces. */
export const FULL_STYLESHEET = "/dsfr/dsfr.min.css";

/** A stylesheet of DSFR's own, as react-dsfr ships it. */
export const DSFR_STYLESHEET = /\/@codegouvfr\/react-dsfr\/dsfr\/.*\.css$/;

export function dsfrCss(root: string): Plugin {
  let used: Set<string> | undefined;
  const usedNames = () => (used ??= new Set([...namesIn(appSources(root), CLASS_NAME), ...namesIn(reactDsfrSources(), CLASS_NAME)]));
  return {
    name: "portal-dsfr-css",
    // Before Vite's own CSS plugin turns the stylesheet into a module.
    enforce: "pre",
    buildStart() {
      used = undefined;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? iconsId : undefined),
    load(id) {
      if (id !== iconsId) return undefined;
      const icons = new Set([...ICONS_USED_BY_REACT_DSFR, ...namesIn(appSources(root), ICON_NAME)]);
      return iconRules(readFileSync(join(iconsDir, "icons.min.css"), "utf8"), icons);
    },
    transform(code, id) {
      if (!DSFR_STYLESHEET.test(id)) return undefined;
      const modern = withoutInternetExplorerRules(code);
      if (id.endsWith("/dsfr/core/core.min.css")) return { code: withoutUnusedUtilities(modern, usedNames()), map: null };
      // The shell's core.min.css, on every page, already declares the same faces, split into a
      // Latin subset (scripts/build/vite-font-subset.ts). Declared again after it, whole and without a
      // unicode-range, they would win and have every /univers-marin page fetch the whole fonts
      // (about 170 KB more, npm run bench).
      if (id.endsWith(FULL_STYLESHEET)) return { code: withoutFontFaces(modern), map: null };
      return { code: modern, map: null };
    },
  };
}
