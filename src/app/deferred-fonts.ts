import type { UniversMarinStatus } from "../features/univers-marin/state";
import { isUniversMarinPath } from "../route-table/table";
import { DEFERRED_FONTS_ATTRIBUTE } from "../service-worker/deferred-fonts-markup";

export interface DeferredFontsDeps {
  readonly doc: Document;
  readonly status: Pick<UniversMarinStatus, "get" | "subscribe">;
  /** Calls the listener with each page the router has resolved; returns its unsubscribe. */
  readonly onPageResolved: (listener: (pathname: string) => void) => () => void;
}

/**
 * Applies Marianne's deferred stylesheet (src/service-worker/deferred-fonts-markup.ts) once the
 * module has mounted or failed (its alert then is the page's content), or once the user is on a
 * shell page: whichever comes first.
 */
export function applyDeferredFonts({ doc, status, onPageResolved }: DeferredFontsDeps): void {
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
  const onStatus = () => {
    const { kind } = status.get();
    if (kind === "mounted" || kind === "failed") apply();
  };
  stops.push(
    status.subscribe(onStatus),
    onPageResolved((pathname) => {
      if (!isUniversMarinPath(pathname)) apply();
    }),
  );
  onStatus();
}
