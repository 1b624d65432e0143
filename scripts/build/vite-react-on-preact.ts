import { join } from "node:path";
import type { Alias } from "vite";

/**
 * The app is written against React's API and runs on Preact's compat layer, for the weight of the
 * first render (docs/performance.md, "What keeps the page light"). `@preact/preset-vite`
 * aliases `react` and `react-dom` in the build, the export and the unit tests; these two imports
 * are what its aliases cannot reach (without them the router's tests fail on React's own hooks).
 */
export function reactOnPreact(root: string): Alias[] {
  return [
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: join(root, "scripts", "build", "react-on-preact", "use-sync-external-store-with-selector.ts"),
    },
    // Its CommonJS build requires react-dom itself, past the aliases; its ES build imports.
    { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
  ];
}
