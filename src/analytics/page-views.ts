import type { Tracker } from "./matomo";

/** Spec point 9: the page view is sent without delay and no URL is left out. */
const PAGE_VIEW_DELAY_MS = 0;
const EXCLUDED_URLS: readonly RegExp[] = [];

export interface NavigationSource {
  /** Called once each time the router has resolved a location (shell or univers-marin). */
  onResolved(listener: () => void): () => void;
  /** The resolved page: path with its query, without the fragment. */
  currentPath(): string;
  /** The page's document title, as the layout sets it. */
  currentTitle(): string;
}

export interface PageViewOptions {
  readonly origin: string;
  readonly delayMs?: number;
  readonly exclude?: readonly RegExp[];
}

/**
 * One page view per navigation: the page the user is on when tracking starts, then each new
 * path. A location resolved again (reload of the same route, a fragment, single-spa's synthetic
 * popstate after its pushState) is not a new page.
 */
export function trackPageViews(source: NavigationSource, tracker: Tracker, options: PageViewOptions): () => void {
  const delayMs = options.delayMs ?? PAGE_VIEW_DELAY_MS;
  const exclude = options.exclude ?? EXCLUDED_URLS;
  let lastPath: string | undefined;

  const track = () => {
    const path = source.currentPath();
    if (path === lastPath) return;
    lastPath = path;
    const url = `${options.origin}${path}`;
    if (exclude.some((pattern) => pattern.test(url))) return;
    tracker.trackPageView({ url, title: source.currentTitle() });
  };

  track();
  return source.onResolved(() => {
    setTimeout(track, delayMs);
  });
}
