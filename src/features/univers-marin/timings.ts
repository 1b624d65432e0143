/**
 * univers-marin's load (its entry's code fetched and evaluated) and mount (its mount lifecycle),
 * as user timings: the browser's performance tools show them, and the field figures read them
 * (src/analytics/field-figures.ts).
 */
export const UNIVERS_MARIN_LOAD = "univers-marin:load";
export const UNIVERS_MARIN_MOUNT = "univers-marin:mount";

type MeasureName = typeof UNIVERS_MARIN_LOAD | typeof UNIVERS_MARIN_MOUNT;

/** What the timings use of the page's performance timeline. */
export type Timeline = Pick<Performance, "now" | "measure" | "getEntriesByName">;

/**
 * Runs the work and records how long it took, the first time it succeeds in this page: the field
 * figures read the first only, and the browser never empties a page's timeline of its user
 * timings, so a page open all day would keep one entry per mount. A failed step records nothing.
 */
export async function measured<T>(name: MeasureName, work: () => Promise<T>, perf: Timeline = performance): Promise<T> {
  const start = perf.now();
  const result = await work();
  if (perf.getEntriesByName(name, "measure").length === 0) perf.measure(name, { start, end: perf.now() });
  return result;
}

export interface UniversMarinTimings {
  /** The page's first load of the module, in ms. */
  readonly loadMs?: number;
  /** Its first mount, in ms. */
  readonly mountMs?: number;
}

export function universMarinTimings(perf: Timeline = performance): UniversMarinTimings {
  const first = (name: MeasureName) => perf.getEntriesByName(name, "measure")[0]?.duration;
  return { loadMs: first(UNIVERS_MARIN_LOAD), mountMs: first(UNIVERS_MARIN_MOUNT) };
}
