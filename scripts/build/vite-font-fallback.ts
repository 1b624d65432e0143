import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import arial from "@capsizecss/metrics/arial";
import roboto from "@capsizecss/metrics/roboto";
import { fromFile } from "@capsizecss/unpack/fs";
import type { Plugin } from "vite";
import { DSFR_STYLESHEET, FULL_STYLESHEET } from "./vite-dsfr-css.ts";

/**
 * Until Marianne has loaded (font-display: swap), text is set in a local font: a wider or taller
 * one reflows the page when Marianne arrives (that swap was the layout shift the budgets measure). Each
 * local font the stack can fall back to gets a face scaled to Marianne's average width and
 * vertical metrics (size-adjust, ascent/descent/line-gap overrides), so that swapping moves
 * nothing. Regular and bold are matched apart, bold text being mostly headings.
 */

export interface FontMetrics {
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  readonly unitsPerEm: number;
  readonly xWidthAvg: number;
}

export interface LocalFallback {
  /** Family name of the scaled faces, in the font stack. */
  readonly family: string;
  /** local() names, full and PostScript, of the regular and the bold face. */
  readonly regular: readonly string[];
  readonly bold: readonly string[];
  readonly regularMetrics: FontMetrics;
  /** Where no bold metrics are known, the regular ones. */
  readonly boldMetrics: FontMetrics;
}

// DejaVu Sans, Linux's usual sans-serif, which capsize's collection lacks: measured with
// @capsizecss/unpack from Debian's fonts-dejavu-core 2.37.
const DEJAVU_SANS: FontMetrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };
const DEJAVU_SANS_BOLD: FontMetrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 };

/** What DSFR's "arial, sans-serif" ends up as: Windows, macOS and iOS; Android; Linux. */
export const LOCAL_FALLBACKS: readonly LocalFallback[] = [
  {
    family: "Marianne fallback Arial",
    regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
    regularMetrics: arial,
    boldMetrics: arial,
  },
  {
    family: "Marianne fallback Roboto",
    regular: ["Roboto", "Roboto-Regular"],
    bold: ["Roboto Bold", "Roboto-Bold"],
    regularMetrics: roboto,
    boldMetrics: roboto,
  },
  {
    family: "Marianne fallback DejaVu Sans",
    regular: ["DejaVu Sans", "DejaVuSans"],
    bold: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    regularMetrics: DEJAVU_SANS,
    boldMetrics: DEJAVU_SANS_BOLD,
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The descriptors that make `local` take the room `target` takes. */
export function metricOverrides(target: FontMetrics, local: FontMetrics): string {
  const sizeAdjust = target.xWidthAvg / target.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = target.unitsPerEm * sizeAdjust;
  return (
    `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(target.ascent / em)};` +
    `descent-override:${percent(Math.abs(target.descent) / em)};line-gap-override:${percent(target.lineGap / em)}`
  );
}

export function fallbackFaces(marianne: { regular: FontMetrics; bold: FontMetrics }, fallbacks: readonly LocalFallback[]): string {
  const face = (family: string, names: readonly string[], weight: string, overrides: string) =>
    `@font-face{font-family:"${family}";src:${names.map((name) => `local("${name}")`).join(",")};font-weight:${weight};${overrides}}`;
  return fallbacks
    .flatMap((fallback) => [
      face(fallback.family, fallback.regular, "100 549", metricOverrides(marianne.regular, fallback.regularMetrics)),
      face(fallback.family, fallback.bold, "550 900", metricOverrides(marianne.bold, fallback.boldMetrics)),
    ])
    .join("");
}

/**
 * DSFR's font stack as each of its stylesheets spells it: core.min.css `Marianne,arial,sans-serif`,
 * the full dsfr.min.css `"Marianne", arial, sans-serif`. A spelling left unmatched in the full
 * one, which univers-marin's pages load after the shell's, took the scaled faces away there.
 */
const DSFR_STACK = /font-family:\s*"?Marianne"?\s*,\s*arial\s*,\s*sans-serif/g;

/** DSFR's font stack with the scaled faces between Marianne and its own fallbacks. */
export function withFallbackStack(css: string, fallbacks: readonly LocalFallback[]): string {
  const families = fallbacks.map((fallback) => `"${fallback.family}"`).join(",");
  return css.replace(DSFR_STACK, `font-family:Marianne,${families},arial,sans-serif`);
}

export function marianneFallbackFaces(): Plugin {
  const fontsDir = join(dirname(createRequire(import.meta.url).resolve("@codegouvfr/react-dsfr/package.json")), "dsfr", "fonts");
  let loadedFaces: Promise<string> | undefined;
  const loadFaces = async () =>
    fallbackFaces(
      { regular: await fromFile(join(fontsDir, "Marianne-Regular.woff2")), bold: await fromFile(join(fontsDir, "Marianne-Bold.woff2")) },
      LOCAL_FALLBACKS,
    );
  return {
    name: "portal-marianne-fallback-faces",
    enforce: "pre",
    async transform(code, id) {
      if (!DSFR_STYLESHEET.test(id)) return undefined;
      const stacked = withFallbackStack(code, LOCAL_FALLBACKS);
      if (stacked === code) return undefined;
      // The full stylesheet comes after core.min.css, whose faces every page already has.
      const faces = id.endsWith(FULL_STYLESHEET) ? "" : await (loadedFaces ??= loadFaces());
      return { code: stacked + faces, map: null };
    },
  };
}
