import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageView } from "./matomo";
import { type NavigationSource, trackPageViews } from "./page-views";

function fakeNavigation(path: string, title: string) {
  const listeners = new Set<() => void>();
  const state = { path, title };
  const source: NavigationSource = {
    onResolved: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentPath: () => state.path,
    currentTitle: () => state.title,
  };
  const navigate = (to: string, newTitle: string) => {
    state.path = to;
    state.title = newTitle;
    listeners.forEach((listener) => listener());
  };
  return { source, state, navigate, listeners };
}

const ORIGIN = "https://portail.example";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("trackPageViews", () => {
  it("counts the first page, then one view per new path, with its URL and title", () => {
    const views: PageView[] = [];
    const nav = fakeNavigation("/fr/plan-site", "P | Plan du site");
    trackPageViews(nav.source, { trackPageView: (view) => views.push(view) }, { origin: ORIGIN });
    nav.navigate("/fr/accessibilite", "P | Accessibilité");
    vi.runAllTimers();
    nav.navigate("/fr/univers-marin/pmr/mes-titres?onglet=2", "P | Accueil");
    vi.runAllTimers();
    expect(views).toEqual([
      { url: "https://portail.example/fr/plan-site", title: "P | Plan du site" },
      { url: "https://portail.example/fr/accessibilite", title: "P | Accessibilité" },
      { url: "https://portail.example/fr/univers-marin/pmr/mes-titres?onglet=2", title: "P | Accueil" },
    ]);
  });

  it("does not count the same page resolved again", () => {
    const views: PageView[] = [];
    const nav = fakeNavigation("/fr/plan-site", "t");
    trackPageViews(nav.source, { trackPageView: (view) => views.push(view) }, { origin: ORIGIN });
    nav.navigate("/fr/plan-site", "t");
    nav.navigate("/fr/plan-site", "t");
    vi.runAllTimers();
    expect(views).toHaveLength(1);
  });

  it("reads the title when it tracks, after the delay, so a title set meanwhile is the one sent", () => {
    const views: PageView[] = [];
    const nav = fakeNavigation("/a", "A");
    trackPageViews(nav.source, { trackPageView: (view) => views.push(view) }, { origin: ORIGIN, delayMs: 0 });
    nav.navigate("/b", "stale");
    nav.state.title = "B";
    expect(views).toHaveLength(1);
    vi.runAllTimers();
    expect(views.at(-1)).toEqual({ url: "https://portail.example/b", title: "B" });
  });

  it("leaves out URLs of the exclude list", () => {
    const views: PageView[] = [];
    const nav = fakeNavigation("/a", "A");
    trackPageViews(nav.source, { trackPageView: (view) => views.push(view) }, { origin: ORIGIN, exclude: [/\/secret$/] });
    nav.navigate("/secret", "S");
    vi.runAllTimers();
    nav.navigate("/c", "C");
    vi.runAllTimers();
    expect(views.map((view) => view.url)).toEqual(["https://portail.example/a", "https://portail.example/c"]);
  });

  it("stops listening when asked", () => {
    const nav = fakeNavigation("/a", "A");
    const stop = trackPageViews(nav.source, { trackPageView: () => undefined }, { origin: ORIGIN });
    expect(nav.listeners.size).toBe(1);
    stop();
    expect(nav.listeners.size).toBe(0);
  });
});
