import { describe, expect, it, vi } from "vitest";
import { SIGN_OUT_EVENT, type SignOutEventDetail, tellSubApplicationsOfSignOut } from "./sub-application-sign-out";

const never = () => new Promise<void>(() => undefined);

function listening(onSignOut: (detail: SignOutEventDetail) => void): EventTarget {
  const target = new EventTarget();
  target.addEventListener(SIGN_OUT_EVENT, (event) => onSignOut((event as CustomEvent<SignOutEventDetail>).detail));
  return target;
}

describe("telling the sub-applications of a sign-out", () => {
  it("waits for nothing when no sub-application listens", async () => {
    await expect(tellSubApplicationsOfSignOut(new EventTarget(), never, vi.fn())).resolves.toBe("nothing-to-wait-for");
  });

  it("waits for every clearing handed to waitUntil, failed ones included", async () => {
    const cleared: string[] = [];
    const target = listening(({ waitUntil }) => {
      waitUntil(Promise.resolve().then(() => void cleared.push("indexeddb")));
      waitUntil(Promise.reject(new Error("cache")).finally(() => cleared.push("caches")));
    });
    await expect(tellSubApplicationsOfSignOut(target, never, vi.fn())).resolves.toBe("done");
    expect(cleared.sort()).toEqual(["caches", "indexeddb"]);
  });

  it("leaves after the bound when a sub-application never finishes, and logs it", async () => {
    const log = vi.fn();
    const wait = vi.fn(() => Promise.resolve());
    const target = listening(({ waitUntil }) => waitUntil(never()));
    await expect(tellSubApplicationsOfSignOut(target, wait, log, 800)).resolves.toBe("timed-out");
    expect(wait).toHaveBeenCalledWith(800);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("800 ms"));
  });
});
