import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Which release a set of hashed assets belongs to; "none" when every one is in both releases. */
export type ReleaseName = "previous" | "next" | "mixed" | "none";

/** The hashed assets each release's own build made, as rolling-release.sh read them from the images. */
export interface Releases {
  readonly previous: ReadonlySet<string>;
  readonly next: ReadonlySet<string>;
}

function lines(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "");
}

export function readReleases(dir: string): Releases {
  return { previous: new Set(lines(join(dir, "assets-previous.txt"))), next: new Set(lines(join(dir, "assets-next.txt"))) };
}

/** The exported pages' paths (/fr/login…), the same in both releases. */
export function readPages(dir: string): string[] {
  return lines(join(dir, "pages.txt"));
}

/**
 * An asset in both releases (a font, a chunk the change did not reach) says nothing; one that
 * only one release has says the page runs that release's code.
 */
export function releaseOf(assets: Iterable<string>, releases: Releases): ReleaseName {
  let previous = false;
  let next = false;
  for (const name of assets) {
    previous ||= releases.previous.has(name) && !releases.next.has(name);
    next ||= releases.next.has(name) && !releases.previous.has(name);
  }
  if (previous && next) return "mixed";
  if (previous) return "previous";
  return next ? "next" : "none";
}
