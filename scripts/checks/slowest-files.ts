import type { ModuleDiagnostic } from "vitest/node";

/** What one test file cost its worker, in milliseconds. */
export interface FileTime {
  readonly file: string;
  /** From the environment's start to the last test's end: what the file adds to a run. */
  readonly total: number;
  /** Its tests and hooks alone. */
  readonly tests: number;
}

type Durations = Pick<ModuleDiagnostic, "environmentSetupDuration" | "prepareDuration" | "collectDuration" | "setupDuration" | "duration">;

export function fileTime(file: string, diagnostic: Durations): FileTime {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = diagnostic;
  return { file, total: environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration, tests: duration };
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** The `count` slowest files, slowest first, one line each, under a heading that says how many ran. */
export function slowestFiles(times: readonly FileTime[], count: number): string[] {
  const slowest = [...times].sort((a, b) => b.total - a.total || a.file.localeCompare(b.file)).slice(0, count);
  if (slowest.length === 0) return [];
  const width = Math.max(...slowest.map((time) => seconds(time.total).length));
  return [
    `Slowest test files, ${slowest.length} of ${times.length} (environment, imports and setup included):`,
    ...slowest.map((time) => `  ${seconds(time.total).padStart(width)}  ${time.file} (tests ${seconds(time.tests)})`),
  ];
}
