import type { UniversMarinStatus } from "../features/univers-marin/state";
import { isUniversMarinPath } from "../route-table/univers-marin-path";
import { DEFERRED_FONTS_ATTRIBUTE } from "../service-worker/deferred-fonts-markup";
import { afterStylesheetsPaint } from "./after-stylesheets-paint";

export interface DeferredFontsDeps {
  readonly doc: Document;
  readonly status: Pick<UniversMarinStatus, "get" | "subscribe">;
  /** Calls the listener with each page the router has resolved; returns its unsubscribe. */
  readonly onPageResolved: (listener: (pathname: string) => void) => () => void;
  /** Runs its argument once the module's content has painted (after-stylesheets-paint.ts). */
  readonly afterModulePaint?: (then: () => void) => void;
}

/**
 * Applies Marianne's deferred stylesheet (src/service-worker/deferred-fonts-markup.ts) once the
 * module's content has painted, its own stylesheets in, or once it has failed (its alert then is
 * the page's content), or once the user is on a shell page: whichever comes first. Applied as
 * the module mounted, the faces (88 KB) were requested in the frame that paints its content, and
 * took a slow link from the module's stylesheet.
 */
export function applyDeferredFonts({
  doc,
  status,
  onPageResolved,
  afterModulePaint = (then) => afterStylesheetsPaint(doc, then),
}: DeferredFontsDeps): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[${DEFERRED_FONTS_ATTRIBUTE}]`);
  if (!link) return;
  const stops: (() => void)[] = [];
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    link.media = "all";
    link.removeAttribute(DEFERRED_FONTS_ATTRIBUTE);
    stops.forEach((stop) => stop());
  };
  let mountedOnce = false;
  const onStatus = () => {
    const { kind } = status.get();
    if (kind === "failed") apply();
    if (kind !== "mounted" || mountedOnce) return;
    mountedOnce = true;
    afterModulePaint(apply);
  };
  stops.push(
    status.subscribe(onStatus),
    onPageResolved((pathname) => {
      if (!isUniversMarinPath(pathname)) apply();
    }),
  );
  onStatus();
}
