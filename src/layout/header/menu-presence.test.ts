import { describe, expect, it, vi } from "vitest";
import { createMenuPresence } from "./menu-presence";

describe("the menu's presence", () => {
  it("tells its own readers only, and no longer once they have unsubscribed", () => {
    const one = createMenuPresence();
    const other = createMenuPresence();
    const reader = vi.fn();
    const unsubscribe = one.subscribe(reader);
    other.subscribe(vi.fn());

    other.notify();
    expect(reader).not.toHaveBeenCalled();
    one.notify();
    expect(reader).toHaveBeenCalledTimes(1);
    unsubscribe();
    one.notify();
    expect(reader).toHaveBeenCalledTimes(1);
  });
});
