// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, afterNextStyledFrameShown } from "./paint";

const NOTHING_PAINTED_MS = 1000;
const STYLESHEET_WAIT_MS = 3000;

type PaintListener = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * The browser's paint timing, driven by the test: `paint(name)` reports one paint entry; those in
 * `past` were painted before the call, and reach an observer only if it asks for buffered entries.
 */
function fakePaintTiming(supported: boolean, past: readonly string[] = []) {
  const observers: Array<{ listener: PaintListener; disconnected: boolean }> = [];
  const report = (listener: PaintListener, names: readonly string[]) =>
    listener({ getEntriesByName: (wanted) => names.filter((name) => name === wanted).map((name) => ({ name })) });
  class FakeObserver {
    static readonly supportedEntryTypes = supported ? ["mark", "paint"] : ["mark"];
    private readonly entry: { listener: PaintListener; disconnected: boolean };
    constructor(listener: PaintListener) {
      this.entry = { listener, disconnected: false };
      observers.push(this.entry);
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type === "paint" && buffered === true && past.length > 0) report(this.entry.listener, past);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint(name: string) {
      for (const observer of observers) if (!observer.disconnected) report(observer.listener, [name]);
    },
    connected: () => observers.filter((observer) => !observer.disconnected).length,
  };
}

function visibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
}

describe("afterFirstContentfulPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    visibility("visible");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    visibility("visible");
    document.head.replaceChildren();
  });

  it("waits for the first contentful paint, not the first paint, then runs in a task after it, once", () => {
    const timing = fakePaintTiming(true);
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    vi.advanceTimersToNextFrame();
    timing.paint("first-paint");
    vi.advanceTimersByTime(NOTHING_PAINTED_MS / 2);
    expect(then).not.toHaveBeenCalled();

    timing.paint("first-contentful-paint");
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    expect(timing.connected()).toBe(0);
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it("on a page with no content to paint, runs all the same, a second after its first frame", () => {
    const timing = fakePaintTiming(true);
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(NOTHING_PAINTED_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    expect(timing.connected()).toBe(0);
  });

  it("in a tab opened in the background, which paints nothing, runs at once", () => {
    fakePaintTiming(true);
    visibility("hidden");
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    expect(then).toHaveBeenCalledOnce();
  });

  it("runs at once when the tab goes to the background before painting, and not again on a later paint", () => {
    const timing = fakePaintTiming(true);
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    visibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(then).toHaveBeenCalledOnce();

    visibility("visible");
    timing.paint("first-contentful-paint");
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it("counts a first contentful paint already past: runs in the next task, with no frame to wait for", () => {
    fakePaintTiming(true, ["first-paint", "first-contentful-paint"]);
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
  });

  it("is the page's paint, not a styled frame's: stylesheets still loading do not hold it", () => {
    const timing = fakePaintTiming(true);
    const link = document.createElement("link");
    link.rel = "stylesheet";
    Object.defineProperty(link, "sheet", { value: null });
    document.head.append(link);
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    timing.paint("first-contentful-paint");
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
  });

  it("without paint timing, runs in the task after the first frame", () => {
    fakePaintTiming(false);
    const then = vi.fn();
    afterFirstContentfulPaint(then, NOTHING_PAINTED_MS);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(then).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(then).toHaveBeenCalledOnce();
  });
});

/** A stylesheet link, loaded (its sheet set, as the browser does) or still loading. */
function stylesheet(href: string, { loaded, media }: { loaded: boolean; media?: string }): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  if (media) link.media = media;
  Object.defineProperty(link, "sheet", { value: loaded ? {} : null, configurable: true });
  document.head.append(link);
  return link;
}

/** One frame, then the task it queued (a zero delay set in a frame is 1 ms to fake timers). */
async function paintFrame(): Promise<void> {
  vi.advanceTimersToNextFrame();
  await vi.advanceTimersByTimeAsync(1);
}

/** A frame painted, and the next one begun: the first is on screen by then. */
async function showFrame(): Promise<void> {
  await paintFrame();
  await paintFrame();
}

describe("afterNextStyledFrameShown", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout", "clearTimeout"] });
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("with nothing loading, runs once the next frame has painted and been shown, not before", async () => {
    stylesheet("/assets/index.css", { loaded: true });
    const then = vi.fn();
    afterNextStyledFrameShown(document, then, STYLESHEET_WAIT_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("counts from the call, not from the page's first contentful paint: one that never comes does not hold it", async () => {
    fakePaintTiming(true);
    const then = vi.fn();
    afterNextStyledFrameShown(document, then, STYLESHEET_WAIT_MS);
    await showFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("waits for frames of its own when the page's first contentful paint is already past", async () => {
    fakePaintTiming(true, ["first-contentful-paint"]);
    const then = vi.fn();
    afterNextStyledFrameShown(document, then, STYLESHEET_WAIT_MS);
    await vi.advanceTimersByTimeAsync(1);
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).not.toHaveBeenCalled();
    await showFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("waits for every stylesheet still loading, a failed one included, then for a frame", async () => {
    const demo = stylesheet("https://univers-marin.example/demo.css", { loaded: false });
    const other = stylesheet("https://univers-marin.example/other.css", { loaded: false });
    const then = vi.fn();
    afterNextStyledFrameShown(document, then, STYLESHEET_WAIT_MS);

    await paintFrame();
    demo.dispatchEvent(new Event("load"));
    await paintFrame();
    expect(then).not.toHaveBeenCalled();

    other.dispatchEvent(new Event("error"));
    expect(then).not.toHaveBeenCalled();
    await showFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("does not wait for a print stylesheet (Marianne's, deferred)", async () => {
    stylesheet("/assets/marianne.css", { loaded: false, media: "print" });
    const then = vi.fn();
    afterNextStyledFrameShown(document, then, STYLESHEET_WAIT_MS);
    await showFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("stops waiting for a stylesheet that never answers after its cap, and runs once only", async () => {
    const stuck = stylesheet("https://univers-marin.example/demo.css", { loaded: false });
    const then = vi.fn();
    afterNextStyledFrameShown(document, then, STYLESHEET_WAIT_MS);
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await showFrame();
    expect(then).toHaveBeenCalledOnce();

    stuck.dispatchEvent(new Event("load"));
    await paintFrame();
    expect(then).toHaveBeenCalledOnce();
  });
});
