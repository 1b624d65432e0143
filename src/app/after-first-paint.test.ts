import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTHING_PAINTED_MS, afterFirstContentfulPaint } from "./after-first-paint";

type PaintListener = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** The browser's paint timing, driven by the test: `paint(name)` reports one paint entry. */
function fakePaintTiming(supported: boolean) {
  const observers: Array<{ listener: PaintListener; disconnected: boolean }> = [];
  class FakeObserver {
    static readonly supportedEntryTypes = supported ? ["mark", "paint"] : ["mark"];
    private readonly entry: { listener: PaintListener; disconnected: boolean };
    constructor(listener: PaintListener) {
      this.entry = { listener, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint(name: string) {
      for (const observer of observers)
        if (!observer.disconnected) observer.listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
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
  });

  it("waits for the first contentful paint, not the first paint, then runs in a task after it, once", () => {
    const timing = fakePaintTiming(true);
    const then = vi.fn();
    afterFirstContentfulPaint(then);
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
    afterFirstContentfulPaint(then);
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
    afterFirstContentfulPaint(then);
    expect(then).toHaveBeenCalledOnce();
  });

  it("runs at once when the tab goes to the background before painting, and not again on a later paint", () => {
    const timing = fakePaintTiming(true);
    const then = vi.fn();
    afterFirstContentfulPaint(then);
    visibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(then).toHaveBeenCalledOnce();

    visibility("visible");
    timing.paint("first-contentful-paint");
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it("without paint timing, runs in the task after the first frame", () => {
    fakePaintTiming(false);
    const then = vi.fn();
    afterFirstContentfulPaint(then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(then).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(then).toHaveBeenCalledOnce();
  });
});
