import type { Plugin } from "vite";
import { REACT_DSFR_FR_IMPORTS_COLORS } from "./react-dsfr-paths.ts";

/**
 * react-dsfr's `fr` object carries the generated DSFR colour tables (about 12 KB gzip in the
 * entry chunk), yet of the components the portal uses only useIsDark reads one colour: the
 * default grey background, for the theme-color meta. The build gets a stand-in with just that
 * value, and fails if a module that needs the real tables (Tooltip, useColors, the MUI theme…)
 * comes in.
 */
const STAND_IN = "\0dsfr-colors-stand-in";
const NEEDS_TABLES = /\bfr\.colors\.(?:decisions|options)\b|\buseColors\b|getColorDecisionsHex|getColorOptionsHex/;

export function dsfrColorsStandIn(): Plugin {
  return {
    name: "portal-dsfr-colors-stand-in",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer) {
      return id === REACT_DSFR_FR_IMPORTS_COLORS.specifier &&
        importer?.endsWith(`/@codegouvfr/react-dsfr/${REACT_DSFR_FR_IMPORTS_COLORS.file}`)
        ? STAND_IN
        : undefined;
    },
    load(id) {
      if (id !== STAND_IN) return undefined;
      return [
        'const background = (isDark) => ({ default: { grey: { default: isDark ? "#161616" : "#ffffff" } } });',
        "export const colors = { getHex: ({ isDark }) => ({ decisions: { background: background(isDark) } }) };",
      ].join("\n");
    },
    transform(code, id) {
      if (id.includes("/@codegouvfr/react-dsfr/") && !id.includes("/fr/") && NEEDS_TABLES.test(code)) {
        this.error(`${id} needs react-dsfr's full colour tables: drop the stand-in in scripts/build/vite-dsfr-colors.ts`);
      }
      return undefined;
    },
  };
}
