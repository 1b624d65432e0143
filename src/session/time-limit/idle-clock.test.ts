import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IdlePhase, createIdleClock } from "./idle-clock";

const MINUTE = 60_000;

function start(timeoutMs = 30 * MINUTE) {
  const phases: IdlePhase[] = [];
  const clock = createIdleClock({ timeoutMs, warningMs: 2 * MINUTE, now: () => Date.now(), onPhase: (phase) => phases.push(phase) });
  return { clock, phases };
}

describe("the idle clock", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("warns two minutes before the time-out, not before, then expires at the time-out", () => {
    const t0 = Date.now();
    const { clock, phases } = start();
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(phases).toEqual([]);
    expect(clock.phase()).toEqual({ kind: "active" });
    vi.advanceTimersByTime(1);
    expect(phases).toEqual([{ kind: "warning", endsAt: t0 + 30 * MINUTE }]);
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(phases).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(phases.at(-1)).toEqual({ kind: "expired" });
  });

  it("a contact restarts it, during the warning too", () => {
    const { clock, phases } = start();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(clock.phase().kind).toBe("warning");
    clock.contact(Date.now());
    expect(phases.at(-1)).toEqual({ kind: "active" });
    const contactAt = Date.now();
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(clock.phase().kind).toBe("active");
    vi.advanceTimersByTime(1);
    expect(clock.phase()).toEqual({ kind: "warning", endsAt: contactAt + 30 * MINUTE });
  });

  it("ignores a contact older than the last one, and takes one from the future as now", () => {
    const t0 = Date.now();
    const { clock } = start();
    vi.advanceTimersByTime(10 * MINUTE);
    clock.contact(t0 - MINUTE);
    expect(clock.lastContact()).toBe(t0);
    clock.contact(Date.now() + 60 * MINUTE);
    expect(clock.lastContact()).toBe(Date.now());
  });

  it("reckons from the time now when asked: a phone that slept past the time-out expires at once", () => {
    const { clock, phases } = start();
    // Timers did not run while asleep: only the time moved.
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    clock.check();
    expect(phases).toEqual([{ kind: "expired" }]);
  });

  it("a contact after the time-out changes nothing: the logout has begun", () => {
    const { clock, phases } = start();
    vi.advanceTimersByTime(30 * MINUTE);
    clock.contact(Date.now());
    vi.advanceTimersByTime(60 * MINUTE);
    expect(phases.map((phase) => phase.kind)).toEqual(["warning", "expired"]);
  });

  it("runs no timer once stopped", () => {
    const { clock, phases } = start();
    clock.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(phases).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("follows the configured time-out", () => {
    const { phases } = start(5 * MINUTE);
    vi.advanceTimersByTime(3 * MINUTE);
    expect(phases.map((phase) => phase.kind)).toEqual(["warning"]);
  });
});
