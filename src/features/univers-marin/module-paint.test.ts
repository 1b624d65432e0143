// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type UniversMarinStatus, createUniversMarinStatus } from "./state";
import { createModulePaint } from "./module-paint";
import { pathnameEvents } from "./router-events.test-support";

/** The module's paint, driven by the test. */
function modulePaint() {
  const waiting: Array<() => void> = [];
  return {
    afterModulePaint: (then: () => void) => void waiting.push(then),
    paint: () => waiting.splice(0).forEach((then) => then()),
    waiting: () => waiting.length,
  };
}

const MODULE_PAGE = "/fr/univers-marin/pmr/accueil-pmr";
const STYLESHEETS_CAP_MS = 3000;

/** The gate of a page opened at a /univers-marin path, whose module's paint the test drives. */
function moduleGate(status: UniversMarinStatus, painting: ReturnType<typeof modulePaint>) {
  return createModulePaint({
    doc: document,
    stylesheetsCapMs: STYLESHEETS_CAP_MS,
    pathname: MODULE_PAGE,
    status,
    afterModulePaint: painting.afterModulePaint,
  });
}

describe("createModulePaint", () => {
  afterEach(() => vi.useRealTimers());

  it("waits on a /univers-marin page while the module loads and mounts, and runs what waits once its content has painted", () => {
    const status = createUniversMarinStatus();
    const pages = pathnameEvents();
    const painting = modulePaint();
    const gate = createModulePaint({
      doc: document,
      stylesheetsCapMs: STYLESHEETS_CAP_MS,
      pathname: MODULE_PAGE,
      status,
      afterModulePaint: painting.afterModulePaint,
    });
    gate.followPages(pages.subscribe);
    const ran: string[] = [];
    gate.whenPainted(() => ran.push("fonts"));
    gate.whenPainted(() => ran.push("dsfr"));
    status.set({ kind: "loading", since: 0 });
    pages.fire("/fr/univers-marin/pmr/mes-titres");
    status.set({ kind: "mounted" });
    status.set({ kind: "mounted" });
    expect(ran).toEqual([]);
    expect(painting.waiting()).toBe(1);

    painting.paint();
    expect(ran).toEqual(["fonts", "dsfr"]);
    expect(pages.listening()).toBe(0);
    gate.whenPainted(() => ran.push("later"));
    expect(ran).toEqual(["fonts", "dsfr", "later"]);
  });

  it("opens when the module has failed: its alert is the page's content", () => {
    const status = createUniversMarinStatus();
    const gate = createModulePaint({ doc: document, stylesheetsCapMs: STYLESHEETS_CAP_MS, pathname: MODULE_PAGE, status });
    const then = vi.fn();
    gate.whenPainted(then);
    status.set({ kind: "failed", failure: "failed", at: 0 });
    expect(then).toHaveBeenCalledOnce();
  });

  it("opens when the user is sent to a shell page before the module came (signed out: /login)", () => {
    const pages = pathnameEvents();
    const gate = createModulePaint({
      doc: document,
      stylesheetsCapMs: STYLESHEETS_CAP_MS,
      pathname: MODULE_PAGE,
      status: createUniversMarinStatus(),
    });
    gate.followPages(pages.subscribe);
    const then = vi.fn();
    gate.whenPainted(then);
    pages.fire("/es/login");
    expect(then).toHaveBeenCalledOnce();
  });

  it("waits for the paint too when the module had mounted before it looked", () => {
    const status = createUniversMarinStatus();
    status.set({ kind: "mounted" });
    const painting = modulePaint();
    const gate = moduleGate(status, painting);
    const then = vi.fn();
    gate.whenPainted(then);
    expect(then).not.toHaveBeenCalled();
    painting.paint();
    expect(then).toHaveBeenCalledOnce();
  });

  it("opens at once on a page opened offline, and when the connection drops while it waits: the module cannot come", () => {
    const offlineListeners = new Set<() => void>();
    const connection = (offline: boolean) => ({
      offline: () => offline,
      onOffline: (listener: () => void) => {
        offlineListeners.add(listener);
        return () => offlineListeners.delete(listener);
      },
    });
    const openedOffline = createModulePaint({
      doc: document,
      stylesheetsCapMs: STYLESHEETS_CAP_MS,
      pathname: MODULE_PAGE,
      status: createUniversMarinStatus(),
      connection: connection(true),
    });
    const then = vi.fn();
    openedOffline.whenPainted(then);
    expect(then).toHaveBeenCalledOnce();
    expect(offlineListeners.size).toBe(0);

    const droppedLater = createModulePaint({
      doc: document,
      stylesheetsCapMs: STYLESHEETS_CAP_MS,
      pathname: MODULE_PAGE,
      status: createUniversMarinStatus(),
      connection: connection(false),
    });
    const later = vi.fn();
    droppedLater.whenPainted(later);
    expect(later).not.toHaveBeenCalled();
    offlineListeners.forEach((listener) => listener());
    expect(later).toHaveBeenCalledOnce();
    expect(offlineListeners.size).toBe(0);
  });

  it("has nothing to wait for on a page opened at a shell path", () => {
    const pages = pathnameEvents();
    const gate = createModulePaint({
      doc: document,
      stylesheetsCapMs: STYLESHEETS_CAP_MS,
      pathname: "/en/plan-site",
      status: createUniversMarinStatus(),
    });
    gate.followPages(pages.subscribe);
    const then = vi.fn();
    gate.whenPainted(then);
    expect(then).toHaveBeenCalledOnce();
    expect(pages.listening()).toBe(0);
  });

  it("runs a capped callback at its cap when the module is slower, and once only", () => {
    vi.useFakeTimers();
    const painting = modulePaint();
    const status = createUniversMarinStatus();
    const gate = moduleGate(status, painting);
    const capped = vi.fn();
    const uncapped = vi.fn();
    gate.whenPainted(capped, 3000);
    gate.whenPainted(uncapped);
    vi.advanceTimersByTime(2999);
    expect(capped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(capped).toHaveBeenCalledOnce();
    expect(uncapped).not.toHaveBeenCalled();

    status.set({ kind: "mounted" });
    painting.paint();
    expect(capped).toHaveBeenCalledOnce();
    expect(uncapped).toHaveBeenCalledOnce();
  });

  it("runs a capped callback once, at the paint, when the module comes first", () => {
    vi.useFakeTimers();
    const status = createUniversMarinStatus();
    const gate = createModulePaint({ doc: document, stylesheetsCapMs: STYLESHEETS_CAP_MS, pathname: MODULE_PAGE, status });
    const capped = vi.fn();
    gate.whenPainted(capped, 3000);
    status.set({ kind: "failed", failure: "unconfigured", at: 0 });
    vi.advanceTimersByTime(5000);
    expect(capped).toHaveBeenCalledOnce();
  });
});
