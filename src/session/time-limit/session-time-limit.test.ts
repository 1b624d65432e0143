import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ObserverConstructor } from "./api-answers";
import type { IdlePhase } from "./idle-clock";
import { LOGOUT_AHEAD_MS, type TimeLimitBrowser, startSessionTimeLimit } from "./session-time-limit";
import type { ChannelConstructor } from "../../api/session-signals";

const MINUTE = 60_000;
const ORIGIN = "https://portail.example.gouv.fr";

/** A PerformanceObserver stand-in: `deliver` hands it resource entries as the browser would. */
function observerStandIn() {
  const observers: { callback: PerformanceObserverCallback; options: PerformanceObserverInit | undefined; connected: boolean }[] = [];
  const Observer: ObserverConstructor = class {
    private readonly record;
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, options: undefined as PerformanceObserverInit | undefined, connected: false };
      observers.push(this.record);
    }
    observe(options?: PerformanceObserverInit) {
      this.record.options = options;
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  };
  const deliver = (...urls: string[]) => {
    const entries = urls.map((name) => ({ name, entryType: "resource" }) as PerformanceEntry);
    for (const { callback, connected } of observers) {
      if (connected) callback({ getEntries: () => entries } as PerformanceObserverEntryList, {} as PerformanceObserver);
    }
  };
  return { Observer, observers, deliver };
}

/** BroadcastChannel stand-in: every instance of a name hears the others' messages. */
function channelStandIn() {
  const instances: { name: string; listeners: ((event: MessageEvent) => void)[]; closed: boolean }[] = [];
  const Channel: ChannelConstructor = class {
    private readonly self;
    constructor(name: string) {
      this.self = { name, listeners: [] as ((event: MessageEvent) => void)[], closed: false };
      instances.push(this.self);
    }
    postMessage(data: unknown) {
      for (const other of instances) {
        if (other !== this.self && other.name === this.self.name && !other.closed) {
          for (const listener of other.listeners) listener(new MessageEvent("message", { data }));
        }
      }
    }
    addEventListener(_type: string, listener: EventListenerOrEventListenerObject) {
      this.self.listeners.push(listener as (event: MessageEvent) => void);
    }
    removeEventListener(_type: string, listener: EventListenerOrEventListenerObject) {
      this.self.listeners = this.self.listeners.filter((kept) => kept !== listener);
    }
    close() {
      this.self.closed = true;
    }
  };
  return { Channel, otherTab: () => new Channel(instances[0]?.name ?? "") };
}

function documentStandIn(): EventTarget & { visibilityState: DocumentVisibilityState } {
  return Object.assign(new EventTarget(), { visibilityState: "visible" as const });
}

function setup(options: { touch?: () => Promise<void> } = {}) {
  const performance = observerStandIn();
  const channels = channelStandIn();
  const windowTarget = new EventTarget();
  const documentTarget = documentStandIn();
  const browser: TimeLimitBrowser = {
    origin: ORIGIN,
    window: windowTarget,
    document: documentTarget,
    PerformanceObserver: performance.Observer,
    BroadcastChannel: channels.Channel,
  };
  const phases: IdlePhase[] = [];
  const touch = vi.fn(options.touch ?? (async () => undefined));
  const limit = startSessionTimeLimit({ timeoutMs: 30 * MINUTE, browser, touch, onPhase: (phase) => phases.push(phase) });
  const lastKind = () => phases.at(-1)?.kind ?? "active";
  return { limit, phases, lastKind, touch, performance, channels, windowTarget, documentTarget };
}

describe("the session's time limit", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("observes resource entries as they come, not the buffered ones", () => {
    const { performance } = setup();
    expect(performance.observers[0]?.options).toEqual({ type: "resource", buffered: false });
  });

  it("an answer of the portal's own /api/ (the sub-application's included) restarts the clock", () => {
    const { performance, lastKind } = setup();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(lastKind()).toBe("warning");
    performance.deliver(`${ORIGIN}/api/habilitations`);
    expect(lastKind()).toBe("active");
    vi.advanceTimersByTime(28 * MINUTE - LOGOUT_AHEAD_MS - 1);
    expect(lastKind()).toBe("active");
  });

  it("answers from elsewhere do not: another origin's /api/, the portal's other files", () => {
    const { performance, lastKind } = setup();
    vi.advanceTimersByTime(29 * MINUTE);
    performance.deliver("https://univers-marin.example.gouv.fr/api/demandes", `${ORIGIN}/assets/app.js`, `${ORIGIN}/apiculture`);
    expect(lastKind()).toBe("warning");
  });

  it("a contact in another of the user's tabs restarts the clock, and this tab's contacts reach the others", () => {
    const { channels, performance, lastKind } = setup();
    const other = channels.otherTab();
    const heard: unknown[] = [];
    other.addEventListener("message", (event: MessageEvent) => heard.push(event.data));
    vi.advanceTimersByTime(29 * MINUTE);
    other.postMessage({ at: Date.now() });
    expect(lastKind()).toBe("active");
    performance.deliver(`${ORIGIN}/api/mes-droits`);
    expect(heard).toEqual([{ at: Date.now() }]);
  });

  it("ignores another tab's message that is not a contact", () => {
    const { channels, lastKind } = setup();
    vi.advanceTimersByTime(29 * MINUTE);
    channels.otherTab().postMessage({ at: "now" });
    channels.otherTab().postMessage(null);
    expect(lastKind()).toBe("warning");
  });

  it("activity after a minute without contact touches the backend once, and its answer restarts the clock", async () => {
    const { windowTarget, touch, lastKind } = setup();
    windowTarget.dispatchEvent(new Event("keydown"));
    expect(touch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE + 1);
    windowTarget.dispatchEvent(new Event("keydown"));
    windowTarget.dispatchEvent(new Event("input"));
    windowTarget.dispatchEvent(new Event("pointerdown"));
    expect(touch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(28 * MINUTE);
    expect(lastKind()).toBe("warning");
    expect(touch).toHaveBeenCalledTimes(1);
  });

  it("a touch that fails is not repeated on every key: once a minute at most", async () => {
    const { windowTarget, touch } = setup({ touch: () => Promise.reject(new TypeError("Failed to fetch")) });
    vi.advanceTimersByTime(2 * MINUTE);
    for (let i = 0; i < 5; i++) windowTarget.dispatchEvent(new Event("keydown"));
    await vi.advanceTimersByTimeAsync(30_000);
    windowTarget.dispatchEvent(new Event("keydown"));
    expect(touch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(31_000);
    windowTarget.dispatchEvent(new Event("keydown"));
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it("activity during the warning touches nothing: the dialog asks the user to choose", () => {
    const { windowTarget, touch } = setup();
    vi.advanceTimersByTime(29 * MINUTE);
    windowTarget.dispatchEvent(new Event("keydown"));
    expect(touch).not.toHaveBeenCalled();
  });

  it("extending touches the backend and restarts the clock as soon as it answers", async () => {
    const { limit, touch, lastKind } = setup();
    vi.advanceTimersByTime(29 * MINUTE);
    await limit.extend();
    expect(touch).toHaveBeenCalledTimes(1);
    expect(lastKind()).toBe("active");
  });

  it("extending that fails leaves the clock as it was, and rejects", async () => {
    const { limit, lastKind } = setup({ touch: () => Promise.reject(new TypeError("Failed to fetch")) });
    vi.advanceTimersByTime(29 * MINUTE);
    await expect(limit.extend()).rejects.toThrow("Failed to fetch");
    expect(lastKind()).toBe("warning");
  });

  it("looks again when the page is shown: a phone that slept past the time-out expires at once", () => {
    const { documentTarget, windowTarget, lastKind } = setup();
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    documentTarget.visibilityState = "hidden";
    documentTarget.dispatchEvent(new Event("visibilitychange"));
    expect(lastKind()).toBe("active");
    documentTarget.visibilityState = "visible";
    documentTarget.dispatchEvent(new Event("visibilitychange"));
    expect(lastKind()).toBe("warning");
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    windowTarget.dispatchEvent(new Event("pageshow"));
    expect(lastKind()).toBe("expired");
  });

  it("logs out ahead of the backend's own time-out, while the backend still holds the session to end the provider's", () => {
    const { lastKind } = setup();
    vi.advanceTimersByTime(30 * MINUTE - LOGOUT_AHEAD_MS - 1);
    expect(lastKind()).toBe("warning");
    vi.advanceTimersByTime(1);
    expect(lastKind()).toBe("expired");
  });

  it("stops everything it started", () => {
    const { limit, performance, windowTarget, touch, phases } = setup();
    limit.stop();
    expect(performance.observers[0]?.connected).toBe(false);
    vi.advanceTimersByTime(60 * MINUTE);
    windowTarget.dispatchEvent(new Event("keydown"));
    expect(touch).not.toHaveBeenCalled();
    expect(phases).toEqual([]);
  });

  it("works without PerformanceObserver or BroadcastChannel", () => {
    const phases: IdlePhase[] = [];
    const limit = startSessionTimeLimit({
      timeoutMs: 30 * MINUTE,
      browser: {
        origin: ORIGIN,
        window: new EventTarget(),
        document: documentStandIn(),
        PerformanceObserver: undefined,
        BroadcastChannel: undefined,
      },
      touch: async () => undefined,
      onPhase: (phase) => phases.push(phase),
    });
    vi.advanceTimersByTime(28 * MINUTE);
    expect(phases.map((phase) => phase.kind)).toEqual(["warning"]);
    limit.stop();
  });
});
