// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import { habilitationsKey } from "../api/habilitations";
import type { Habilitations } from "../api/habilitations-schema";
import { mesDroitsKey } from "../api/mes-droits";
import type { SessionSignal, SessionSignals } from "../api/session-signals";
import { type FollowSessionDeps, followSession } from "./follow-session";
import { judgeSession } from "./judgement";
import { STORAGE_KEYS } from "./storage-keys";

const HABILITE: Habilitations = [{ idInterne: 1, typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "FC" } }];
const OTHER: Habilitations = [{ idInterne: 2, typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "CER" } }];
const RIGHTS = [{ libelleCerbere: "EMARIN" }];

function setUp(options: { storage?: "refused" } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const announced: SessionSignal[] = [];
  let hear: (signal: SessionSignal) => void = () => undefined;
  const signals: SessionSignals = {
    announce: (signal) => void announced.push(signal),
    listen: (onSignal) => {
      hear = onSignal;
      return () => undefined;
    },
  };
  const store = new Map<string, string>();
  const storage: FollowSessionDeps["storage"] =
    options.storage === "refused"
      ? () => {
          throw new DOMException("denied", "SecurityError");
        }
      : () => ({
          getItem: (key) => store.get(key) ?? null,
          setItem: (key, value) => void store.set(key, value),
          removeItem: (key) => void store.delete(key),
        });
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible", body: { hidden: false } });
  let loggingOut = false;
  const deps = {
    queryClient,
    signals,
    storage,
    window: win as unknown as FollowSessionDeps["window"],
    document: doc as unknown as FollowSessionDeps["document"],
    leave: vi.fn(),
    reload: vi.fn(),
    loggingOut: () => loggingOut,
  };
  const stop = followSession(deps);
  return {
    ...deps,
    store,
    announced,
    stop,
    hear: (signal: SessionSignal) => hear(signal),
    signIn: (habilitations: Habilitations = HABILITE) => {
      queryClient.setQueryData(mesDroitsKey, RIGHTS);
      queryClient.setQueryData(habilitationsKey, habilitations);
    },
    nobody: () =>
      queryClient
        .query({
          queryKey: habilitationsKey,
          queryFn: () => Promise.reject(new ApiError("http", "/api/habilitations", { status: 401 })),
        })
        .catch(() => undefined),
    restore: () => win.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
    show: () => doc.dispatchEvent(new Event("visibilitychange")),
    startLoggingOut: () => (loggingOut = true),
  };
}

const who = (habilitations: Habilitations = HABILITE) => judgeSession({ rights: RIGHTS, habilitations }).shown ?? "";

describe("a page that shows someone", () => {
  it("tells the other tabs whom it shows, and marks it in local storage, once", () => {
    const page = setUp();
    page.signIn();
    page.queryClient.setQueryData(habilitationsKey, HABILITE);
    expect(page.announced).toEqual([{ kind: "signed-in", who: who() }]);
    expect(page.store.get(STORAGE_KEYS.session)).toBe(who());
  });

  it("says nothing when the browser's marker already names that session: the other tabs' cached pages stay cached", () => {
    const page = setUp();
    page.store.set(STORAGE_KEYS.session, who());
    page.signIn();
    expect(page.announced).toEqual([]);
    page.hear({ kind: "signed-out" });
    expect(page.leave).toHaveBeenCalledTimes(1);
  });

  it("tells the other tabs every time where the browser refuses storage: it cannot know", () => {
    const page = setUp({ storage: "refused" });
    page.signIn();
    expect(page.announced).toEqual([{ kind: "signed-in", who: who() }]);
  });

  it("leaves its content when another tab logs out, hiding it first", () => {
    const page = setUp();
    page.signIn();
    expect(page.document.body.hidden).toBe(false);
    page.hear({ kind: "signed-out" });
    expect(page.leave).toHaveBeenCalledTimes(1);
    expect(page.document.body.hidden).toBe(true);
  });

  it("leaves its content when another tab shows another person, and stays for the same one", () => {
    const page = setUp();
    page.signIn();
    page.hear({ kind: "signed-in", who: who() });
    expect(page.leave).not.toHaveBeenCalled();
    page.hear({ kind: "signed-in", who: who(OTHER) });
    expect(page.leave).toHaveBeenCalledTimes(1);
    page.hear({ kind: "signed-out" });
    expect(page.leave).toHaveBeenCalledTimes(1);
  });

  it("leaves when brought back from the back/forward cache after a logout cleared the marker", () => {
    const page = setUp();
    page.signIn();
    page.store.clear();
    page.restore();
    expect(page.leave).toHaveBeenCalledTimes(1);
  });

  it("leaves when brought back after another person signed in, and stays when it is still the same person", () => {
    const same = setUp();
    same.signIn();
    same.restore();
    expect(same.leave).not.toHaveBeenCalled();

    const page = setUp();
    page.signIn();
    page.store.set(STORAGE_KEYS.session, who(OTHER));
    page.show();
    expect(page.leave).toHaveBeenCalledTimes(1);
  });

  it("reloads when brought back where the browser refuses storage: the backend then says who is signed in", () => {
    const page = setUp({ storage: "refused" });
    page.signIn();
    page.show();
    expect(page.reload).not.toHaveBeenCalled();
    page.restore();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.document.body.hidden).toBe(true);
    expect(page.leave).not.toHaveBeenCalled();
  });

  it("does not leave a second way while it is itself on its way to /logout, but does once brought back from history", () => {
    const page = setUp();
    page.signIn();
    page.startLoggingOut();
    page.store.clear();
    page.hear({ kind: "signed-out" });
    page.show();
    expect(page.leave).not.toHaveBeenCalled();
    page.restore();
    expect(page.leave).toHaveBeenCalledTimes(1);
  });
});

describe("a page that shows nobody", () => {
  it("is not disturbed by other tabs' sign-ins and logouts, nor by history", () => {
    const page = setUp();
    page.hear({ kind: "signed-out" });
    page.hear({ kind: "signed-in", who: "x" });
    page.restore();
    expect(page.leave).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it("tells the other tabs when the backend says nobody is signed in while the marker still names someone", async () => {
    const page = setUp();
    page.store.set(STORAGE_KEYS.session, "someone");
    await page.nobody();
    expect(page.announced).toEqual([{ kind: "signed-out" }]);
    expect(page.store.has(STORAGE_KEYS.session)).toBe(false);
    await page.nobody();
    expect(page.announced).toHaveLength(1);
  });

  it("stops following once stopped", () => {
    const page = setUp();
    page.stop();
    page.signIn();
    expect(page.announced).toEqual([]);
  });
});
