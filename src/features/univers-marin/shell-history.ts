import { type RouterHistory, createBrowserHistory } from "@tanstack/react-router";

/** single-spa marks the popstate it dispatches after every pushState/replaceState. */
function isSingleSpaEcho(event: Event): boolean {
  return "singleSpa" in event && event.singleSpa === true;
}

/** What TanStack's browser history keeps in history.state for its own entries. */
const ROUTER_STATE_KEYS = ["__TSR_index", "__TSR_key", "key"] as const;

type StateRecord = Record<string, unknown>;

function asRecord(state: unknown): StateRecord {
  return typeof state === "object" && state !== null ? (state as StateRecord) : {};
}

function isSameDocumentUrl(win: Window, url: string | URL | null | undefined): boolean {
  if (url === null || url === undefined) return true;
  return new URL(url, win.location.href).href === win.location.href;
}

/**
 * How the shell's router writes history entries so that a router sharing the URL with it (the
 * sub-application's: vue-router, the Angular router, react-router) keeps its own state:
 * - a new entry is pushed with a null state first, as single-spa's navigateToUrl does, and only
 *   then given the shell's keys: single-spa replays the push as a popstate carrying the state of
 *   that moment, and a router that finds a state not its own adopts it (vue-router then builds
 *   `/frundefined` on its next push), while a null state is one it claims for itself;
 * - an entry replaced in place keeps every key the shell does not own.
 */
function sharingHistoryWrites(history: History, win: Window): Pick<History, "pushState" | "replaceState"> {
  // single-spa echoes every write, even one that leaves the URL alone (see start() in single-spa-host.ts):
  // writes of the shell's keys alone go round its patch, so that no router hears of them.
  const unechoedReplace = (state: unknown, url?: string | URL | null) =>
    (Object.getPrototypeOf(history) as History).replaceState.call(history, state, "", url);
  return {
    pushState(state: unknown, unused: string, url?: string | URL | null) {
      history.pushState(null, unused, url);
      unechoedReplace(state);
    },
    replaceState(state: unknown, unused: string, url?: string | URL | null) {
      if (isSameDocumentUrl(win, url)) {
        unechoedReplace({ ...asRecord(history.state), ...asRecord(state) }, url);
        return;
      }
      history.replaceState(null, unused, url);
      unechoedReplace(state);
    },
  };
}

/**
 * TanStack's history gives a fresh entry its keys by replacing the whole state: on a page
 * reloaded where the sub-application's router had pushed, that would erase the router's state.
 * The keys are merged in first, so that it finds them.
 */
function addRouterKeys(win: Window): void {
  const state = asRecord(win.history.state);
  if (ROUTER_STATE_KEYS.some((key) => state[key] !== undefined)) return;
  const key = Math.random().toString(36).slice(2, 10);
  win.history.replaceState({ ...state, __TSR_index: 0, key, __TSR_key: key }, "");
}

function withoutSingleSpaEchoListeners(win: Window, listen: Window["addEventListener"], unlisten: Window["removeEventListener"]) {
  const wrapped = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const filtered = (listener: EventListenerOrEventListenerObject): EventListener => {
    const existing = wrapped.get(listener);
    if (existing) return existing;
    const wrapper: EventListener = (event) => {
      if (isSingleSpaEcho(event)) return;
      if (typeof listener === "function") listener.call(win, event);
      else listener.handleEvent(event);
    };
    wrapped.set(listener, wrapper);
    return wrapper;
  };
  const withFilter =
    (method: Window["addEventListener"] | Window["removeEventListener"]) =>
    (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener) method.call(win, type, type === "popstate" ? filtered(listener) : listener, options);
    };
  return { addEventListener: withFilter(listen), removeEventListener: withFilter(unlisten) };
}

/**
 * The window as the shell's history sees it:
 * - the popstate events single-spa synthesises after each pushState are hidden, so that a
 *   navigation the router itself made (or already saw through its own pushState hook) is not
 *   taken for a second one; real Back and Forward events pass through;
 * - once the router's history is built (`sharing()` returns true), its writes go through
 *   sharingHistoryWrites. Before that it must see the History API as it is, because it keeps
 *   the functions it finds then as the ones its own hooks call.
 */
function sharedWindow(win: Window, sharing: () => boolean): Window {
  const listeners = withoutSingleSpaEchoListeners(win, win.addEventListener.bind(win), win.removeEventListener.bind(win));
  const history = new Proxy(win.history, {
    get(target, property) {
      if (sharing() && (property === "pushState" || property === "replaceState")) {
        return sharingHistoryWrites(target, win)[property];
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, property, value) {
      return Reflect.set(target, property, value, target);
    },
  });
  return new Proxy(win, {
    get(target, property) {
      if (property === "addEventListener" || property === "removeEventListener") return listeners[property];
      if (property === "history") return history;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The browser history of the shell's router, safe to share the URL with single-spa and a sub-application's router. */
export function createShellHistory(win: Window = window): RouterHistory {
  addRouterKeys(win);
  let built = false;
  const history = createBrowserHistory({ window: sharedWindow(win, () => built) });
  built = true;
  return history;
}
