import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { SUITE_BUDGET } from "../suite-budget";
import { renderBudget, updateBudget } from "./budget-source";
import { BUDGET_FILE } from "./compare";
import { COUNTS_FILE, readCountsInput, sumRuns } from "./counts-file";

/**
 * npx tsx e2e/budget/write-budget.ts [--parts] [counts file or log...]: sets e2e/suite-budget.ts's
 * figures to a run's counts (the reporter's .tmp/e2e-budget-counts.json by default), keeping the
 * reasons. --parts: the inputs are the parts of one full run, as CI runs it (the host's counts
 * file and the tester stack's log), summed.
 */
const root = join(import.meta.dirname, "..", "..");
const { values, positionals } = parseArgs({ options: { parts: { type: "boolean", default: false } }, allowPositionals: true });
const inputs = positionals.length > 0 ? positionals : [join(root, COUNTS_FILE)];
const runs = inputs.flatMap((input) => readCountsInput(readFileSync(input, "utf8"), input));

const failed = runs.filter((run) => !run.passed);
if (failed.length > 0) {
  console.error(`write-budget: ${failed.length} of the runs had failed tests, which stopped short of their counts: nothing written`);
  process.exit(1);
}
if (!values.parts && !runs.every((run) => run.full)) {
  console.error(
    "write-budget: a run of part of the suite counts part of its files: nothing written (--parts for CI's two halves of one run)",
  );
  process.exit(1);
}

const { budget, notes } = updateBudget(SUITE_BUDGET, sumRuns(runs), (file) => existsSync(join(root, file)));
const target = join(root, BUDGET_FILE);
const source = await format(renderBudget(budget), { ...(await resolveConfig(target)), filepath: target });
writeFileSync(target, source);
console.log(
  notes.length === 0
    ? `write-budget: ${BUDGET_FILE} unchanged`
    : [`write-budget: ${BUDGET_FILE}:`, ...notes.map((note) => `  ${note}`)].join("\n"),
);
