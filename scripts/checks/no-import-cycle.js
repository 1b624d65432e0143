import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * import-x/no-cycle skips type imports, and a circle made by one still ties its modules' order and
 * their tests together: this rule follows every import (type imports and import() included) of
 * the files under `root`, and reports the import that closes a circle back to the file linted.
 */

/** Each file's imports within the root, read from disk once per lint run. */
const graph = new Map();
const resolutionByRoot = new Map();

/** The app's compiler options, with a resolution cache shared by every file of the run. */
function compilerOptions(cwd) {
  let resolution = resolutionByRoot.get(cwd);
  if (!resolution) {
    const file = path.join(cwd, "tsconfig.app.json");
    const { config } = ts.readConfigFile(file, ts.sys.readFile);
    const options = ts.parseJsonConfigFileContent(config, ts.sys, cwd).options;
    resolution = { options, cache: ts.createModuleResolutionCache(cwd, (name) => name, options) };
    resolutionByRoot.set(cwd, resolution);
  }
  return resolution;
}

function resolved(specifier, from, { options, cache }, root) {
  const { resolvedModule } = ts.resolveModuleName(specifier, from, options, ts.sys, cache);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  const file = path.resolve(resolvedModule.resolvedFileName);
  return file.startsWith(root + path.sep) && !file.endsWith(".d.ts") ? file : undefined;
}

function importsOf(file, options, root) {
  let found = graph.get(file);
  if (found) return found;
  found = [];
  graph.set(file, found);
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return found;
  }
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolved(fileName, file, options, root);
    if (target) found.push(target);
  }
  return found;
}

/** The shortest way from `start` back to `file`, or undefined. */
function wayBack(start, file, options, root) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current, options, root)) {
      if (next === file) {
        const way = [current];
        for (let step = cameFrom.get(current); step !== undefined; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid a circle of imports, type imports and import() included." },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: { cycle: "Import cycle: {{ way }}." },
  },
  create(context) {
    const cwd = context.cwd;
    const root = path.resolve(cwd, context.options[0]?.root ?? "src");
    const file = path.resolve(context.physicalFilename);
    if (!file.startsWith(root + path.sep)) return {};
    const options = compilerOptions(cwd);
    const check = (node, source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = resolved(source.value, file, options, root);
      if (!target || target === file) return;
      const way = wayBack(target, file, options, root);
      if (!way) return;
      const shown = [file, ...way, file].map((step) => path.relative(cwd, step)).join(" → ");
      context.report({ node, messageId: "cycle", data: { way: shown } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument),
    };
  },
};
