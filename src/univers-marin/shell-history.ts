import { type RouterHistory, createBrowserHistory } from "@tanstack/react-router";

/** single-spa marks the popstate it dispatches after every pushState/replaceState. */
function isSingleSpaEcho(event: Event): boolean {
  return "singleSpa" in event && event.singleSpa === true;
}

/**
 * The window as the shell's history sees it: the popstate events single-spa synthesises after
 * each pushState are hidden, so that a navigation the router itself made (or that it already
 * saw through its own pushState hook) is not taken for a second one. Real Back and Forward
 * events pass through.
 */
export function withoutSingleSpaEchoes(win: Window): Window {
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
  return new Proxy(win, {
    get(target, property) {
      if (property === "addEventListener" || property === "removeEventListener") {
        const method = target[property].bind(target);
        return (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) => {
          if (listener) method(type, type === "popstate" ? filtered(listener) : listener, options);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The browser history of the shell's router, safe to share the URL with single-spa. */
export function createShellHistory(): RouterHistory {
  return createBrowserHistory({ window: withoutSingleSpaEchoes(window) });
}
