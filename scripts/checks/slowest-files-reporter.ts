import type { Reporter, TestModule, Vitest } from "vitest/node";
import { fileTime, slowestFiles } from "./slowest-files.ts";

/** Beside the default reporter: after the summary, the files a run spent its time on. */
export class SlowestFilesReporter implements Reporter {
  readonly #count: number;
  #vitest: Vitest | undefined;

  constructor(count: number) {
    this.#count = count;
  }

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times = testModules.map((module) => fileTime(module.relativeModuleId, module.diagnostic()));
    const lines = slowestFiles(times, this.#count);
    if (lines.length > 0) this.#vitest?.logger.log(["", ...lines].join("\n"));
  }
}
