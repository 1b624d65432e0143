import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type TypeScript from "typescript";

// Required from Node rather than imported: the project's Vite configuration bundles every import
// (ssr.noExternal), and the 9 MB compiler would be transformed at each run.
const ts = createRequire(import.meta.url)("typescript") as typeof TypeScript;

/**
 * The shell's RGAA audit grid (docs/rgaa-grid.csv, described in docs/rgaa.md) and the e2e
 * tests it names. Tests are read from the spec files' syntax trees, not by running Playwright:
 * the check runs with the unit tests, in a second.
 */

const GRID_FILE = "docs/rgaa-grid.csv";
const E2E_DIR = "e2e";
/** How the grid names a test: its file, its describe blocks, its title, as Playwright's reporter prints them. */
const SEPARATOR = " › ";

export type Verdict = "C" | "NC" | "NA";

export interface GridRow {
  readonly theme: string;
  readonly criterion: string;
  readonly title: string;
  /** One verdict per page of the sample, in the order of the header's page columns. */
  readonly pages: ReadonlyMap<string, Verdict>;
  readonly verdict: Verdict;
  /** e2e tests, each `file › describe › … › title`. */
  readonly tests: readonly string[];
  /** What a person checks, for what no test can judge. */
  readonly manual: string;
  /** When the manual check was last done (YYYY-MM-DD), empty without one. */
  readonly checked: string;
}

/** RFC 4180 CSV: comma-separated, fields in double quotes when they hold a comma, a quote or a line break. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

const VERDICTS = new Set<string>(["C", "NC", "NA"]);

function verdict(value: string, where: string): Verdict {
  if (!VERDICTS.has(value)) throw new Error(`${where}: "${value}" is not C, NC or NA`);
  return value as Verdict;
}

/** The grid's rows; the page columns are those whose header starts with "P" and a number. */
export function parseGrid(text: string): GridRow[] {
  const [header, ...rows] = parseCsv(text);
  if (header === undefined) throw new Error("empty grid");
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`no "${name}" column`);
    return index;
  };
  const pageColumns = header.flatMap((name, index) => (/^P\d+ /.test(name) ? [{ name, index }] : []));
  const [theme, criterion, title, status, tests, manual, checked] = [
    "thématique",
    "critère",
    "intitulé",
    "statut",
    "tests e2e",
    "vérification manuelle",
    "date",
  ].map(column) as [number, number, number, number, number, number, number];
  return rows.map((cells) => {
    const cell = (index: number) => cells[index] ?? "";
    const where = `criterion ${cell(criterion)}`;
    return {
      theme: cell(theme),
      criterion: cell(criterion),
      title: cell(title),
      pages: new Map(pageColumns.map(({ name, index }) => [name, verdict(cell(index), `${where}, ${name}`)])),
      verdict: verdict(cell(status), where),
      tests: cell(tests)
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
      manual: cell(manual),
      checked: cell(checked),
    };
  });
}

export function readGrid(root = "."): GridRow[] {
  return parseGrid(readFileSync(join(root, GRID_FILE), "utf8"));
}

/** A test's place: its describe titles then its own, each a text or, for a title built from values, a pattern. */
export type TitlePath = ReadonlyArray<string | RegExp>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A title as written: a literal, or a template whose ${…} parts match any text. */
function titleOf(node: TypeScript.Expression): string | RegExp | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    const parts = [escape(node.head.text), ...node.templateSpans.map((span) => `.+${escape(span.literal.text)}`)];
    return new RegExp(`^${parts.join("")}$`);
  }
  return undefined;
}

/** `test`, `test.describe`, `test.describe.serial`… : which kind of call, if any. */
function kindOf(callee: TypeScript.Expression): "test" | "describe" | undefined {
  const names: string[] = [];
  let node: TypeScript.Expression = callee;
  while (ts.isPropertyAccessExpression(node)) {
    names.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node) || node.text !== "test") return undefined;
  if (names.length === 0 || (names.length === 1 && (names[0] === "only" || names[0] === "fixme" || names[0] === "fail"))) return "test";
  if (names[0] === "describe" && names.every((name) => ["describe", "serial", "parallel", "only", "fixme"].includes(name)))
    return "describe";
  return undefined;
}

/** Every test a spec file declares, with the describe blocks around it (an untitled describe adds nothing). */
export function specTests(source: string, fileName = "spec.ts"): TitlePath[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: TitlePath[] = [];
  const visit = (node: TypeScript.Node, path: TitlePath) => {
    if (ts.isCallExpression(node)) {
      const kind = kindOf(node.expression);
      const [first] = node.arguments;
      const title = first === undefined ? undefined : titleOf(first);
      if (kind === "test" && title !== undefined) {
        found.push([...path, title]);
        return;
      }
      if (kind === "describe") {
        const inner = title === undefined ? path : [...path, title];
        node.arguments.forEach((argument) => visit(argument, inner));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, path));
  };
  visit(file, []);
  return found;
}

/** Every e2e spec file's tests, by file name relative to the root (e2e/<name>.spec.ts). */
export function e2eTests(root = "."): Map<string, TitlePath[]> {
  const files = readdirSync(join(root, E2E_DIR)).filter((name) => name.endsWith(".spec.ts"));
  return new Map(
    files.map((name) => {
      const path = `${E2E_DIR}/${name}`;
      return [path, specTests(readFileSync(join(root, path), "utf8"), path)];
    }),
  );
}

/** Why a grid's test reference names no test, or undefined when it names one. */
export function missingTest(reference: string, tests: ReadonlyMap<string, readonly TitlePath[]>): string | undefined {
  const [file, ...titles] = reference.split(SEPARATOR);
  if (file === undefined || titles.length === 0) return `"${reference}" is not "file${SEPARATOR}title"`;
  const declared = tests.get(file);
  if (declared === undefined) return `no spec file ${file}`;
  const matches = (path: TitlePath) =>
    path.length === titles.length &&
    path.every((segment, index) => {
      const title = titles[index] ?? "";
      return typeof segment === "string" ? segment === title : segment.test(title);
    });
  return declared.some(matches) ? undefined : `no test "${titles.join(SEPARATOR)}" in ${file}`;
}
