import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const NAME = /^[A-Z][A-Z0-9_]*$/;

/** The variables the entrypoint reads, and those among them that are the image's own settings. */
export function entrypointVariables(): { readonly read: ReadonlySet<string>; readonly image: ReadonlySet<string> } {
  const script = readFileSync(join(ROOT, "docker/entrypoint.d/40-portal-config.sh"), "utf8");
  const argumentsOf = (command: string) =>
    [...script.matchAll(new RegExp(`^\\s*${command} ([A-Z][A-Z0-9_]*)\\b`, "gm"))].map((match) => match[1] ?? "");
  // The lists the script loops over (URL_VARIABLES, ENV_JS_VARIABLES), continuation lines included.
  const listed = [...script.matchAll(/^[A-Z_]+_VARIABLES="([^"]*)"/gm)]
    .flatMap((match) => (match[1] ?? "").split(/[\s\\]+/))
    .filter((word) => NAME.test(word));
  // The paths inside the image, and nginx's ports, which the Deployment fixes: PORT with the
  // containerPort and the probes, METRICS_PORT with the exporter's scrape address (components/metrics).
  const image = new Set([...argumentsOf("check_path"), "PORT", "METRICS_PORT"]);
  return { read: new Set([...argumentsOf("read_var"), ...argumentsOf("check_url"), ...image, ...listed]), image };
}

/** The variables env.template.js puts into env.js. */
export function envTemplateVariables(): Set<string> {
  const template = readFileSync(join(ROOT, "env.template.js"), "utf8");
  // Only the object's entries that carry a variable under its own name: the comment above them
  // names the placeholder syntax itself, and IMPORT_MAP is built by the entrypoint, not read.
  return new Set([...template.matchAll(/^\s*([A-Z][A-Z0-9_]*): \$\{\1\},$/gm)].map((match) => match[1] ?? ""));
}

/** The variables of README's "Runtime variables" table (first column). */
export function readmeVariables(): Set<string> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.split(/^## Runtime variables$/m)[1]?.split(/^## /m)[0] ?? "";
  const firstCells = section.split("\n").flatMap((line) => (line.startsWith("| `") ? [line.split("|")[1] ?? ""] : []));
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? "")));
}

/** What each overlay's ConfigMap must hold: every variable the entrypoint reads, but the image's own. */
export function expectedConfigMapKeys(): string[] {
  const { read, image } = entrypointVariables();
  return [...read].filter((name) => !image.has(name)).sort();
}
