import { createBrowserHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createShellHistory } from "./shell-history";

function singleSpaEcho(): PopStateEvent {
  return Object.assign(new PopStateEvent("popstate", { state: window.history.state as unknown }), { singleSpa: true, singleSpaTrigger: "pushState" });
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
