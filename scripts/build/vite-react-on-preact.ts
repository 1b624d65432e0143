import { join } from "node:path";
import type { Alias } from "vite";

/**
 * The app is written against React's API and runs on Preact's compat layer, in the build, the
 * export and the unit tests alike: React DOM alone was 64 KB gzip of the 146 KB the first render
 * needed (issue 8 budget: 120 KB); Preact with its compat layer is under 10.
 */
export function reactOnPreact(root: string): Alias[] {
  return [
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
    { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    { find: /^react$/, replacement: "preact/compat" },
    { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: join(root, "scripts", "build", "react-on-preact", "use-sync-external-store-with-selector.ts") },
    // Its CommonJS build requires react-dom itself, past the aliases; its ES build imports.
    { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
  ];
}
