import type { UniversMarinStatus } from "./state";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import { afterNextStyledFrameShown } from "../../ui/paint";

export interface ModulePaintDeps {
  readonly doc: Document;
  /** The path the page was opened at. */
  readonly pathname: string;
  readonly status: Pick<UniversMarinStatus, "get" | "subscribe">;
  /** How long the module's stylesheets are waited for before its content counts as painted. */
  readonly stylesheetsCapMs: number;
  /** Runs its argument once the module's content has painted (src/ui/paint.ts). */
  readonly afterModulePaint?: (then: () => void) => void;
  /** Whether the browser is offline now, and its offline event; the window's by default. */
  readonly connection?: Connection;
}

export interface Connection {
  readonly offline: () => boolean;
  /** Calls the listener when the browser goes offline; returns its unsubscribe. */
  readonly onOffline: (listener: () => void) => () => void;
}

const windowConnection: Connection = {
  offline: () => !window.navigator.onLine,
  onOffline(listener) {
    window.addEventListener("offline", listener);
    return () => window.removeEventListener("offline", listener);
  },
};

export interface ModulePaint {
  /**
   * Runs `then` once the page's first content is on screen, or at the latest `capMs` after
   * this call when one is given.
   */
  readonly whenPainted: (then: () => void, capMs?: number) => void;
  /**
   * Opens the gate when the router resolves a page that is not the module's: the user has left
   * for a shell page. The app calls it once its router exists; until then a link loads a page.
   */
  readonly followPages: (onPageResolved: (listener: (pathname: string) => void) => () => void) => void;
}

/**
 * On a page opened at a /univers-marin path, the content a seafarer came for is the module's:
 * what the shell can do a moment later (Marianne's faces, DSFR's script, the stylesheets of
 * what shows after hydration) waits until it has painted, its own stylesheets in. Requested
 * earlier, these took the link and the CPU from it: on Lighthouse's phone, its lead paragraph
 * painted later and the main thread was blocked longer (docs/load-plan.md). Made once, by the
 * page's entry, and handed to the app. The wait also ends when the module has failed (its alert is then the page's content), when
 * the browser is offline (the module cannot come before the connection does, and until DSFR has
 * started, the header's menu is inert and its dialog lacks its role) or when the user is on a
 * shell page; a page opened elsewhere has nothing to wait for.
 */
export function createModulePaint({
  doc,
  pathname,
  status,
  stylesheetsCapMs,
  afterModulePaint = (then) => afterNextStyledFrameShown(doc, then, stylesheetsCapMs),
  connection = windowConnection,
}: ModulePaintDeps): ModulePaint {
  const waiting = new Set<() => void>();
  const stops: (() => void)[] = [];
  let painted = false;
  const open = () => {
    if (painted) return;
    painted = true;
    stops.splice(0).forEach((stop) => stop());
    const callbacks = [...waiting];
    waiting.clear();
    callbacks.forEach((then) => then());
  };

  if (!isUniversMarinPath(pathname) || connection.offline()) open();
  else {
    let mountedOnce = false;
    const onStatus = () => {
      const { kind } = status.get();
      if (kind === "failed") open();
      if (kind !== "mounted" || mountedOnce) return;
      mountedOnce = true;
      afterModulePaint(open);
    };
    stops.push(status.subscribe(onStatus), connection.onOffline(open));
    onStatus();
  }

  return {
    whenPainted(then, capMs) {
      if (painted) return then();
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        waiting.delete(once);
        clearTimeout(cap);
        then();
      };
      waiting.add(once);
      const cap = capMs === undefined ? undefined : setTimeout(once, capMs);
    },
    followPages(onPageResolved) {
      if (painted) return;
      stops.push(
        onPageResolved((resolved) => {
          if (!isUniversMarinPath(resolved)) open();
        }),
      );
    },
  };
}
