import { join } from "node:path";
import type { Plugin } from "vite";
import { REACT_DSFR_START_IMPORTS_DSFR } from "./react-dsfr-paths.ts";

/** react-dsfr's start imports DSFR's whole script: it gets the shell's components only (src/boot/dsfr-scripts.ts). */
export function dsfrScriptsOfTheShell(root: string): Plugin {
  const shellScripts = join(root, "src", "boot", "dsfr-scripts.ts");
  return {
    name: "portal-dsfr-scripts-of-the-shell",
    enforce: "pre",
    resolveId: (id, importer) =>
      id === REACT_DSFR_START_IMPORTS_DSFR.specifier &&
      importer?.includes(`/@codegouvfr/react-dsfr/${REACT_DSFR_START_IMPORTS_DSFR.file.replace(/\.js$/, "")}`)
        ? shellScripts
        : undefined,
  };
}
