/**
 * The files inside @codegouvfr/react-dsfr that the build reaches by path rather than through the
 * package's exports. An upgrade may move any of them without a word from the package manager: the
 * plugin would then match nothing and the bundle silently grow (or the shell lose its fonts).
 * react-dsfr-paths.test.ts fails, naming the plugin, when one has moved.
 */
export interface ReactDsfrDependency {
  /** Relative to the package's folder. */
  readonly file: string;
  /** An import the file must still make, when the plugin swaps what it resolves to. */
  readonly specifier?: string;
  readonly usedBy: string;
}

export const REACT_DSFR_START_IMPORTS_DSFR = {
  file: "start.js",
  specifier: "./dsfr/dsfr.module",
  usedBy: "vite-dsfr-scripts-of-the-shell.ts (only the shell's DSFR scripts, not the whole dsfr.module.js)",
} as const satisfies ReactDsfrDependency;

export const REACT_DSFR_FR_IMPORTS_COLORS = {
  file: "fr/index.js",
  specifier: "./colors",
  usedBy: "vite-dsfr-colors.ts (a stand-in for the 12 KB colour tables)",
} as const satisfies ReactDsfrDependency;

export const REACT_DSFR_DEPENDENCIES: readonly ReactDsfrDependency[] = [
  REACT_DSFR_START_IMPORTS_DSFR,
  REACT_DSFR_FR_IMPORTS_COLORS,
  {
    file: "early-color-scheme.js",
    usedBy: "build.sh and ../prepare-dev.sh (public/color-scheme.js, the scheme set before the first paint)",
  },
  { file: "dsfr/core/core.min.css", usedBy: "vite-dsfr-css.ts (unused utilities dropped from the render-blocking CSS)" },
  { file: "dsfr/dsfr.min.css", usedBy: "vite-dsfr-css.ts (the univers-marin host's stylesheet, without the whole fonts' faces)" },
  { file: "dsfr/utility/icons/icons.min.css", usedBy: "vite-dsfr-css.ts (virtual:dsfr-icons.css, only the icons in use)" },
  { file: "dsfr/fonts/Marianne-Regular.woff2", usedBy: "vite-font-subset.ts and vite-font-fallback.ts (Latin subsets, fallback metrics)" },
];
