/** Spec 2.2: the sub-application is mounted under this segment. */
export const UNIVERS_MARIN_BASE = "/univers-marin";

const UNIVERS_MARIN_SEGMENT = new RegExp(`${UNIVERS_MARIN_BASE}(?=/|$|[?#])`, "i");

/**
 * Spec 2.2: the sub-application is mounted for any path that contains /univers-marin, in any
 * letter case. On its own, without the route table, for the page's entry (src/boot/entry.ts).
 */
export function isUniversMarinPath(path: string): boolean {
  return UNIVERS_MARIN_SEGMENT.test(path);
}
