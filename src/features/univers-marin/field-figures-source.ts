import type { UniversMarinFigures } from "../../analytics/field-figures";
import type { PagePart } from "../../analytics/field-figure-requests";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";
import type { UniversMarinStatus } from "./state";
import { universMarinTimings } from "./timings";

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
