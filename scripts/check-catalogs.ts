import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The catalog completeness check of npm test: the .po files hold every message the code
 * uses (extraction changes nothing), and every message has its English and Spanish text.
 */
const root = join(import.meta.dirname, "..");
const locales = join(root, "locales");
const problems: string[] = [];

const withoutDate = (text: string) => text.replace(/^"POT-Creation-Date:.*\n/m, "");
const poFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".po"));

const before = mkdtempSync(join(tmpdir(), "catalogs-"));
cpSync(locales, before, { recursive: true });
try {
  execFileSync("npx", ["lingui", "extract", "--clean"], { cwd: root, stdio: "pipe" });
  for (const file of poFiles(locales)) {
    const was = withoutDate(readFileSync(join(before, file), "utf8"));
    const now = withoutDate(readFileSync(join(locales, file), "utf8"));
    if (was !== now) problems.push(`locales/${file} is out of date with the code: run npm run i18n:extract and translate`);
  }
} finally {
  cpSync(before, locales, { recursive: true });
  rmSync(before, { recursive: true, force: true });
}

for (const file of poFiles(locales)) {
  if (file.startsWith("fr")) continue;
  const text = readFileSync(join(locales, file), "utf8");
  const entries = text.split(/\n\n+/).filter((entry) => /^msgid "(?!")/m.test(entry) || /^msgid ""\n"/m.test(entry));
  for (const entry of entries) {
    if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) {
      const id = /^msgid (.*)$/m.exec(entry)?.[1] ?? "?";
      problems.push(`locales/${file}: no translation for ${id}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} catalog problem(s).`);
  process.exit(1);
}
console.log("catalogs complete: every message extracted and translated in en and es");
