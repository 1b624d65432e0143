import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/**
 * Each Marianne face the DSFR declares weighs about 41 KB (woff2), most of it glyphs of scripts
 * French, English and Spanish never use. Every face is split in two by unicode-range: a Latin
 * subset (about 21 KB) that pages actually download, and the original file for any other
 * character, which the browser only fetches when a page contains one. Glyphs and kerning are
 * the font's own, so text looks exactly the same.
 */

/** Google Fonts' "latin" range: ASCII, Latin-1, œ/Œ, typographic punctuation and spaces, €. */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const LAST_CODE_POINT = 0x10ffff;

const hex = (n: number) => n.toString(16).toUpperCase();
const range = ([from, to]: readonly [number, number]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);

export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  return ranges.map(range).join(",");
}

/** Every code point outside the given sorted, disjoint ranges. */
export function complement(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const gaps: [number, number][] = [];
  let next = 0;
  for (const [from, to] of ranges) {
    if (from > next) gaps.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= LAST_CODE_POINT) gaps.push([next, LAST_CODE_POINT]);
  return gaps;
}

const FACE = /@font-face\{([^}]*font-family:Marianne[^}]*)\}/g;
const WOFF2_URL = /url\(([^)]+\.woff2)\)/;

/**
 * The stylesheet with every Marianne face split: the original face limited to the non-Latin
 * range, then the Latin face (`subsetUrl` gives its url from the original's).
 */
export function splitMarianneFaces(css: string, subsetUrl: (originalUrl: string) => string): string {
  return css.replace(FACE, (face, body: string) => {
    const original = WOFF2_URL.exec(body)?.[1];
    if (original === undefined) return face;
    const descriptors = body.replace(/;?src:[^;]*/, "");
    return (
      `@font-face{${body};unicode-range:${unicodeRange(complement(LATIN_RANGES))}}` +
      `@font-face{${descriptors};src:url(${subsetUrl(original)}) format("woff2");unicode-range:${unicodeRange(LATIN_RANGES)}}`
    );
  });
}

const latinText = () =>
  LATIN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

export function marianneLatinSubsets(root: string): Plugin {
  const cacheDir = join(root, "node_modules", ".cache", "marianne-latin");
  return {
    name: "portal-marianne-latin-subsets",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (!id.endsWith(".css") || !code.includes("font-family:Marianne")) return undefined;
      const cssDir = dirname(id);
      const fonts = [...code.matchAll(new RegExp(FACE.source, "g"))]
        .map((match) => WOFF2_URL.exec(match[1] ?? "")?.[1])
        .filter((url) => url !== undefined);
      mkdirSync(cacheDir, { recursive: true });
      const subsets = new Map<string, string>();
      for (const url of fonts) {
        const target = join(cacheDir, basename(url).replace(/\.woff2$/, "-latin.woff2"));
        writeFileSync(target, await subsetFont(readFileSync(resolve(cssDir, url)), latinText(), { targetFormat: "woff2" }));
        subsets.set(url, relative(cssDir, target));
      }
      return { code: splitMarianneFaces(code, (url) => subsets.get(url) ?? url), map: null };
    },
  };
}
