// @vitest-environment jsdom
import { createBrowserHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createShellHistory } from "./shell-history";

function singleSpaEcho(): PopStateEvent {
  return Object.assign(new PopStateEvent("popstate", { state: window.history.state as unknown }), {
    singleSpa: true,
    singleSpaTrigger: "pushState",
  });
}

/** What single-spa does after each history change once it has patched the History API. */
function pushLikeSingleSpa(): () => void {
  const original = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    window.dispatchEvent(singleSpaEcho());
  };
  return () => {
    window.history.pushState = original;
  };
}

/** single-spa started with urlRerouteOnly false: every write is echoed, even one that keeps the URL. */
function writeLikeSingleSpa(): () => void {
  const pushState = window.history.pushState.bind(window.history);
  const replaceState = window.history.replaceState.bind(window.history);
  const echoing =
    (method: History["pushState"]) =>
    (...args: Parameters<History["pushState"]>) => {
      method(...args);
      window.dispatchEvent(singleSpaEcho());
    };
  window.history.pushState = echoing(pushState);
  window.history.replaceState = echoing(replaceState);
  return () => {
    delete (window.history as Partial<History>).pushState;
    delete (window.history as Partial<History>).replaceState;
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createShellHistory", () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it("makes one navigation of one router push, although single-spa echoes it as a popstate", async () => {
    const history = createShellHistory();
    restore = pushLikeSingleSpa();
    const seen: string[] = [];
    const unsubscribe = history.subscribe(({ action }) => seen.push(action.type));
    history.push("/univers-marin/pmr/mes-titres");
    await flush();
    unsubscribe();
    history.destroy();
    expect(window.location.pathname).toBe("/univers-marin/pmr/mes-titres");
    expect(seen).toEqual(["PUSH"]);
  });

  it("without it, the same push is seen twice (the pitfall this guards against)", async () => {
    const history = createBrowserHistory();
    restore = pushLikeSingleSpa();
    const seen: string[] = [];
    const unsubscribe = history.subscribe(({ action }) => seen.push(action.type));
    history.push("/univers-marin/pmr/formations");
    await flush();
    unsubscribe();
    history.destroy();
    expect(seen).toEqual(["PUSH", "GO"]);
  });

  it("still follows a real popstate (Back and Forward)", async () => {
    const history = createShellHistory();
    const seen: string[] = [];
    const unsubscribe = history.subscribe(({ action }) => seen.push(action.type));
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state as unknown }));
    await flush();
    unsubscribe();
    history.destroy();
    expect(seen).toHaveLength(1);
  });
});

describe("createShellHistory and a router sharing the URL", () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it("pushes a new entry that single-spa echoes with a null state, as navigateToUrl does, then gives it the shell's keys", async () => {
    const history = createShellHistory();
    const echoed: unknown[] = [];
    restore = pushLikeSingleSpa();
    const listener = (event: PopStateEvent) => echoed.push(event.state);
    window.addEventListener("popstate", listener);
    history.push("/fr/univers-marin/pmr/formations");
    await flush();
    window.removeEventListener("popstate", listener);
    history.destroy();
    expect(echoed).toEqual([null]);
    expect(window.history.state).toMatchObject({ __TSR_index: expect.any(Number) as number, __TSR_key: expect.any(String) as string });
  });

  it("lets the routers sharing the URL hear of a push once, with a null state, and never of the shell's own keys", async () => {
    const history = createShellHistory();
    const echoed: unknown[] = [];
    restore = writeLikeSingleSpa();
    const listener = (event: PopStateEvent) => echoed.push(event.state);
    window.addEventListener("popstate", listener);
    history.push("/fr/univers-marin/pmr/derogations");
    history.replace("/fr/univers-marin/pmr/derogations");
    await flush();
    window.removeEventListener("popstate", listener);
    history.destroy();
    expect(echoed).toEqual([null]);
    expect(window.history.state).toMatchObject({ __TSR_key: expect.any(String) as string });
  });

  it("keeps the sharing router's keys when it replaces the entry in place", async () => {
    const history = createShellHistory();
    window.history.replaceState({ ...(window.history.state as object), current: "/pmr/mes-titres", position: 3 }, "");
    history.replace(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    await flush();
    history.destroy();
    expect(window.history.state).toMatchObject({ current: "/pmr/mes-titres", position: 3, __TSR_key: expect.any(String) as string });
  });

  it("leaves none of the sharing router's keys on an entry it replaces with another address", async () => {
    const history = createShellHistory();
    window.history.replaceState({ ...(window.history.state as object), current: "/pmr/mes-titres" }, "");
    history.replace("/fr/mes-infos");
    await flush();
    history.destroy();
    expect(window.location.pathname).toBe("/fr/mes-infos");
    expect(window.history.state).not.toHaveProperty("current");
  });

  it("keeps, on a reloaded page, the state the sharing router had written, adding the shell's keys", () => {
    window.history.replaceState({ current: "/pmr/derogations", position: 5 }, "", "/fr/univers-marin/pmr/derogations");
    const history = createShellHistory();
    history.destroy();
    expect(window.history.state).toMatchObject({ current: "/pmr/derogations", position: 5, __TSR_index: 0 });
  });
});
