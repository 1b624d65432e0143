import type { UniversMarinFigures } from "../../analytics/field-figures";
import type { PagePart } from "../../analytics/field-figure-requests";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";
import type { UniversMarinStatus } from "./state";
import { universMarinTimings } from "./timings";

/**
 * What the field figures read of univers-marin. Part of the host the page's entry makes (host.ts),
 * so that the module host's chunk, which measures, and the app's, which reads, share it through
 * the entry's chunk: a module only they shared would make the module host import the app's chunk.
 */

/** univers-marin in this page's life, for the field figures: "mounted" once it has mounted, even if the visitor has left it since. */
export function universMarinFigures(status: Pick<UniversMarinStatus, "get">, perf: Performance = performance): UniversMarinFigures {
  const { loadMs, mountMs } = universMarinTimings(perf);
  const { kind } = status.get();
  const state = kind === "idle" ? (mountMs === undefined ? "none" : "mounted") : kind;
  return { state, loadMs, mountMs };
}

/** The part of the page a node is in: univers-marin's mount element, or the shell around it. */
export function pagePartOf(node: Node): PagePart {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest(`#${UNIVERS_MARIN_MOUNT_ID}`) ? "univers-marin" : "shell";
}
