import { afterEach, describe, expect, it, vi } from "vitest";
import { SELECT_LANGUAGE_WAIT_MS, chooseLanguage } from "./language-choice";

const click = (extra: Partial<{ button: number; ctrlKey: boolean }> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  preventDefault: vi.fn(),
  ...extra,
});

describe("choosing a language", () => {
  it("tells the service, then loads the page of the other language", async () => {
    const order: string[] = [];
    const event = click();
    await chooseLanguage(event, {
      code: "en",
      href: "/en/plan-site",
      current: "fr",
      onSelectLanguage: async (code) => order.push(`select ${code}`),
      go: (href) => order.push(`go ${href}`),
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(order).toEqual(["select en", "go /en/plan-site"]);
  });

  it("still changes language when the service fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const go = vi.fn();
    await chooseLanguage(click(), { code: "es", href: "/es", current: "fr", onSelectLanguage: () => Promise.reject(new Error("503")), go });
    expect(go).toHaveBeenCalledWith("/es");
  });

  describe("a slow service", () => {
    afterEach(() => vi.useRealTimers());

    it("does not hold the change of language for longer than the wait", async () => {
      vi.useFakeTimers();
      const go = vi.fn();
      const chosen = chooseLanguage(click(), {
        code: "en",
        href: "/en/login",
        current: "fr",
        onSelectLanguage: () => new Promise(() => undefined),
        go,
      });
      await vi.advanceTimersByTimeAsync(SELECT_LANGUAGE_WAIT_MS - 1);
      expect(go).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await chosen;
      expect(go).toHaveBeenCalledExactlyOnceWith("/en/login");
    });
  });

  it("leaves the current language and an unwired selector as plain links", async () => {
    const select = vi.fn();
    const go = vi.fn();
    const same = click();
    await chooseLanguage(same, { code: "fr", href: "/fr/login", current: "fr", onSelectLanguage: select, go });
    const unwired = click();
    await chooseLanguage(unwired, { code: "en", href: "/en/login", current: "fr", go });
    expect(select).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    expect(same.preventDefault).not.toHaveBeenCalled();
    expect(unwired.preventDefault).not.toHaveBeenCalled();
  });

  it("tells the service but keeps the default of a click that opens another tab", async () => {
    const select = vi.fn();
    const go = vi.fn();
    const event = click({ ctrlKey: true });
    await chooseLanguage(event, { code: "en", href: "/en/login", current: "fr", onSelectLanguage: select, go });
    expect(select).toHaveBeenCalledWith("en");
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });
});
