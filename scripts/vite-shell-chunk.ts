import type { Plugin } from "vite";

/**
 * The app's code in one chunk: what `appEntry` imports statically, recursively, rather than a
 * handful of small chunks shared with the route chunks (on a slow connection each is one more
 * request; issue 8 budget: 25 on a first visit). What the page's entry imports itself stays
 * there (Vite's preload helper, the stylesheets), so that the entry does not import the app.
 */
export function shellChunk(appEntry: RegExp): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };
} {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "portal-shell-chunk",
    apply: "build",
    buildEnd() {
      shell.clear();
      const staticClosure = (from: string, into: Set<string>) => {
        const stack = [from];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const ids = [...this.getModuleIds()];
      const app = ids.find((id) => appEntry.test(id));
      if (app === undefined) return;
      const pageEntries = new Set<string>();
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) staticClosure(id, pageEntries);
      const stylesheets: string[] = [];
      for (const id of staticClosure(app, new Set())) {
        if (pageEntries.has(id)) continue;
        if (/\.css($|\?)/.test(id)) stylesheets.push(id);
        else shell.add(id);
      }
      // Such a stylesheet gets a chunk of its own, and rolldown splits the app's entry out with
      // it, exporting it under a name it never defines: the build passes and the app fails to load.
      if (stylesheets.length > 0) {
        this.error(`the app's code imports ${stylesheets.join(", ")}: import it from the page's entry (src/load-after-paint.ts), where it joins the render-blocking stylesheet`);
      }
    },
  };
  // The set is the whole capture: rolldown's default would add the entry's own modules back.
  return { plugin, group: { name: "shell", test: (id) => shell.has(id), includeDependenciesRecursively: false } };
}
