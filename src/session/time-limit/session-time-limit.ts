import { touchOnActivity } from "./activity-touch";
import { type ObserverConstructor, observeApiAnswers } from "./api-answers";
import { type IdlePhase, createIdleClock } from "./idle-clock";
import type { ChannelConstructor } from "../../api/session-signals";
import { shareContactsAcrossTabs } from "./tab-contacts";

/** The warning comes this long before the time-out (RGAA 13.1 asks for at least 20 s to act). */
export const WARNING_MS = 2 * 60_000;

/**
 * The portal logs out this long before the backend's own time-out: the backend can send the
 * browser through the identity provider's end-session address only while it still holds the
 * session (and its id_token), and its clock started when the request reached it, before the
 * page saw the answer (seconds, over a satellite link). Logged out after it, the user would
 * keep their FranceConnect session.
 */
export const LOGOUT_AHEAD_MS = 30_000;

export interface TimeLimitBrowser {
  readonly origin: string;
  /** Where activity and pageshow are heard. */
  readonly window: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  readonly document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  readonly PerformanceObserver: ObserverConstructor | undefined;
  readonly BroadcastChannel: ChannelConstructor | undefined;
}

export interface SessionTimeLimitDeps {
  readonly timeoutMs: number;
  readonly browser: TimeLimitBrowser;
  /** A GET the backend's idle clock counts; rejects as the client does. */
  readonly touch: () => Promise<void>;
  readonly onPhase: (phase: IdlePhase) => void;
}

export interface SessionTimeLimit {
  /** The user asked to stay: touches the backend, the clock restarted once it has answered. */
  extend(): Promise<void>;
  stop(): void;
}

/**
 * The session's time limit for a signed-in user: the idle clock, fed by every answer of the
 * portal's /api/ in this tab and the user's others, by activity, and looked at again when the
 * page comes back (timers of a hidden or sleeping page fire late).
 */
export function startSessionTimeLimit({ timeoutMs, browser, touch, onPhase }: SessionTimeLimitDeps): SessionTimeLimit {
  const now = () => Date.now();
  const clock = createIdleClock({ timeoutMs: timeoutMs - LOGOUT_AHEAD_MS, warningMs: WARNING_MS, now, onPhase });
  const tabs = shareContactsAcrossTabs((at) => clock.contact(at), browser.BroadcastChannel, browser.window);
  const contact = () => {
    const at = now();
    clock.contact(at);
    tabs.share(at);
  };
  // The observer's entry comes a task or so after the answer: the caller's own contact comes first,
  // so that the warning is gone by the time the call's promise settles.
  const touchAndCount = () => touch().then(contact);

  const stopObserving = observeApiAnswers(browser.origin, contact, browser.PerformanceObserver);
  const stopActivity = touchOnActivity({
    target: browser.window,
    now,
    lastContact: () => clock.lastContact(),
    enabled: () => clock.phase().kind === "active",
    // A failure is the client's to handle (a 401 logs out); the clock runs on regardless.
    touch: () => void touchAndCount().catch(() => undefined),
  });
  const lookAgain = () => {
    if (browser.document.visibilityState === "visible") clock.check();
  };
  browser.document.addEventListener("visibilitychange", lookAgain);
  browser.window.addEventListener("pageshow", lookAgain);

  return {
    extend: touchAndCount,
    stop() {
      clock.stop();
      tabs.stop();
      stopObserving();
      stopActivity();
      browser.document.removeEventListener("visibilitychange", lookAgain);
      browser.window.removeEventListener("pageshow", lookAgain);
    },
  };
}
