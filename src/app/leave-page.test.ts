import { describe, expect, it, vi } from "vitest";
import { createLeavePage } from "./leave-page";

function fakeWindow() {
  const assign = vi.fn<(url: string) => void>();
  const target = new EventTarget();
  const win = {
    location: { assign } as unknown as Location,
    addEventListener: target.addEventListener.bind(target) as Window["addEventListener"],
  };
  const pageshow = (persisted: boolean) => target.dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));
  return { win, assign, pageshow };
}

describe("createLeavePage", () => {
  it("loads a destination once, however many parts of the app ask for it", () => {
    const { win, assign } = fakeWindow();
    const leave = createLeavePage(win);
    leave("/en/login");
    leave("/en/login");
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/en/login");
  });

  it("still goes to another destination asked for afterwards", () => {
    const { win, assign } = fakeWindow();
    const leave = createLeavePage(win);
    leave("/en/login");
    leave("/en/erreur");
    expect(assign.mock.calls).toEqual([["/en/login"], ["/en/erreur"]]);
  });

  it("may leave again from a page the back-forward cache brought back, not from a fresh show", () => {
    const { win, assign, pageshow } = fakeWindow();
    const leave = createLeavePage(win);
    leave("/fr/login");
    pageshow(false);
    leave("/fr/login");
    expect(assign).toHaveBeenCalledTimes(1);
    pageshow(true);
    leave("/fr/login");
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
