import type { Plugin } from "vite";

interface ChunkGroup {
  readonly name: string;
  readonly priority: number;
  readonly test: (id: string) => boolean;
  readonly includeDependenciesRecursively: false;
}

/**
 * What `appEntry` imports statically, recursively, in two chunks rather than a handful of small
 * ones shared with the route chunks, each one more request on a slow link: "libraries", the
 * packages it reaches and what they import, and "shell", the app's own code. The page's entry
 * evaluates them in two tasks (src/boot/entry.ts), one being too long a task (the figures:
 * docs/performance.md, "What keeps the page light"). What the page's entry imports itself stays
 * there (Vite's preload helper, the stylesheets), so that the entry does not import the app.
 */
export function shellChunk(appEntry: RegExp): { plugin: Plugin; groups: [ChunkGroup, ChunkGroup] } {
  const shell = new Set<string>();
  const libraries = new Set<string>();
  const plugin: Plugin = {
    name: "portal-shell-chunk",
    apply: "build",
    buildEnd() {
      shell.clear();
      libraries.clear();
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
        this.error(
          `the app's code imports ${stylesheets.join(", ")}: import it from the page's entry (src/boot/entry.ts), where it joins the render-blocking stylesheet`,
        );
      }
      // A package's imports go with it, even the build's stand-ins for its modules: otherwise
      // the libraries' chunk would import the shell's, and evaluating it would evaluate both.
      const packages = new Set<string>();
      for (const id of shell) if (id.includes("/node_modules/")) staticClosure(id, packages);
      for (const id of packages) if (shell.has(id)) libraries.add(id);
    },
  };
  // The sets are the whole capture: rolldown's default would add the entry's own modules back.
  // The higher priority takes a module first: "shell" keeps what "libraries" left.
  return {
    plugin,
    groups: [
      { name: "libraries", priority: 2, test: (id) => libraries.has(id), includeDependenciesRecursively: false },
      { name: "shell", priority: 1, test: (id) => shell.has(id), includeDependenciesRecursively: false },
    ],
  };
}
