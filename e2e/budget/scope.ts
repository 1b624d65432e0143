/** What the reporter reads of Playwright's configuration to tell a full run from a partial one. */
export interface RunScope {
  /** The runner's command line: its filters are not in the configuration. */
  readonly argv: readonly string[];
  readonly grep: RegExp | readonly RegExp[];
  readonly grepInvert: RegExp | readonly RegExp[] | null;
  readonly shard: unknown;
  /** Projects left out by --project. */
  readonly projectsLeftOut: number;
}

/** The command line options that run part of the suite. */
const FILTERS = [
  "-g",
  "--grep",
  "-G",
  "--grep-invert",
  "--project",
  "--shard",
  "--last-failed",
  "--only-changed",
  "--test-list",
  "--test-list-invert",
];

function isFilter(arg: string): boolean {
  return FILTERS.some((filter) => arg === filter || arg.startsWith(`${filter}=`));
}

/**
 * Every test of every spec file ran: no grep of the configuration's (E2E_OWN_STACK_ONLY, the
 * tester stack's grepInvert) nor of the command line, no shard, and every file of the budget
 * among the files that ran (a file or line argument leaves the others out).
 */
export function isFullRun(scope: RunScope, filesRun: ReadonlySet<string>, budgetFiles: readonly string[]): boolean {
  return (
    scope.grep instanceof RegExp &&
    scope.grep.source === ".*" &&
    scope.grepInvert === null &&
    scope.shard === null &&
    scope.projectsLeftOut === 0 &&
    !scope.argv.some(isFilter) &&
    budgetFiles.every((file) => filesRun.has(file))
  );
}
