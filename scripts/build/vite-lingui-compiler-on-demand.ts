import type { Plugin } from "vite";

/**
 * Lingui's core imports its message compiler for development only (a dead branch in
 * production that the bundler keeps, ~6 KB gzip). In a build, core gets an empty stand-in;
 * src/i18n/setup.ts still loads the real compiler on demand when a label file is missing.
 */
export function linguiCompilerOnDemand(): Plugin {
  const STAND_IN = "\0lingui-compiler-stand-in";
  return {
    name: "portal-lingui-compiler-on-demand",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer) {
      return id === "@lingui/message-utils/compileMessage" && importer?.includes("/@lingui/core/") ? STAND_IN : undefined;
    },
    load: (id) => (id === STAND_IN ? "export const compileMessage = undefined;" : undefined),
  };
}
