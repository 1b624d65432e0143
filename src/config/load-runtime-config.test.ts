// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { configArrived, getConfig, subscribeConfig } from "./config";
import { type RetryRuntimeConfig, loadRuntimeConfig } from "./load-runtime-config";

const requested = () => Array.from(document.head.querySelectorAll("script"), (script) => script.getAttribute("src"));
const lastScript = () => document.head.querySelector("script");

/**
 * A schedule that keeps what it is asked (the page's own, src/offline/retry-schedule.ts, has its
 * tests there): each failure's attempt number, and the retry to run when the test says so.
 */
function heldSchedule(status: "scheduled" | "offline" = "scheduled", exhaustedFrom = Number.POSITIVE_INFINITY) {
  const asked: number[] = [];
  const retries: Array<() => void> = [];
  const schedule: RetryRuntimeConfig = (attempt, retry) => {
    asked.push(attempt);
    if (attempt >= exhaustedFrom) return { status: "exhausted" };
    retries.push(retry);
    return { status };
  };
  return { schedule, asked, retryNow: () => retries.shift()?.() };
}

function track(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe("loadRuntimeConfig", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.__PORTAL_ENV__;
    // getConfig keeps what it read: the next test starts with none.
    configArrived();
    vi.restoreAllMocks();
  });

  it("requests /env.js as a classic script and settles once it has run, asking no schedule", async () => {
    const { schedule, asked } = heldSchedule();
    const { firstAttempt, settled } = loadRuntimeConfig(schedule);
    const isSettled = track(settled);
    expect(requested()).toEqual(["/env.js"]);
    expect(lastScript()?.type).toBe("");
    await Promise.resolve();
    expect(isSettled()).toBe(false);
    lastScript()?.dispatchEvent(new Event("load"));
    await firstAttempt;
    await settled;
    expect(isSettled()).toBe(true);
    expect(asked).toEqual([]);
  });

  it("failed, lets the app start, asks again when the schedule says, and the app reads it when it comes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reread = vi.fn();
    const unsubscribe = subscribeConfig(reread);
    const { schedule, asked, retryNow } = heldSchedule();
    const loading = loadRuntimeConfig(schedule);
    const isSettled = track(loading.settled);

    lastScript()?.dispatchEvent(new Event("error"));
    await loading.firstAttempt;
    expect(getConfig().UNIVERS_MARIN_HOST).toBeUndefined();
    expect(requested()).toEqual([]);
    retryNow();
    expect(requested()).toEqual(["/env.js"]);
    lastScript()?.dispatchEvent(new Event("error"));
    expect(asked).toEqual([0, 1]);
    expect(requested()).toEqual([]);
    await Promise.resolve();
    expect(isSettled()).toBe(false);

    retryNow();
    window.__PORTAL_ENV__ = { UNIVERS_MARIN_HOST: "https://um.example.gouv.fr" };
    lastScript()?.dispatchEvent(new Event("load"));
    await loading.settled;
    expect(reread).toHaveBeenCalledOnce();
    expect(getConfig().UNIVERS_MARIN_HOST).toBe("https://um.example.gouv.fr");
    unsubscribe();
  });

  it("offline too, it waits for the schedule: the page's waits for the connection", async () => {
    const { schedule, asked, retryNow } = heldSchedule("offline");
    const loading = loadRuntimeConfig(schedule);
    const isSettled = track(loading.settled);
    lastScript()?.dispatchEvent(new Event("error"));
    await loading.firstAttempt;
    expect(asked).toEqual([0]);
    expect(isSettled()).toBe(false);
    retryNow();
    lastScript()?.dispatchEvent(new Event("load"));
    await loading.settled;
  });

  it("gives up when the schedule is exhausted: it settles, and the portal runs on its defaults", async () => {
    const { schedule, asked, retryNow } = heldSchedule("scheduled", 2);
    const loading = loadRuntimeConfig(schedule);
    const isSettled = track(loading.settled);
    lastScript()?.dispatchEvent(new Event("error"));
    retryNow();
    lastScript()?.dispatchEvent(new Event("error"));
    retryNow();
    await Promise.resolve();
    expect(isSettled()).toBe(false);
    lastScript()?.dispatchEvent(new Event("error"));
    await loading.settled;
    expect(asked).toEqual([0, 1, 2]);
    expect(requested()).toEqual([]);
  });
});
