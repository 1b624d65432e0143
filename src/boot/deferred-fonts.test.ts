import { beforeEach, describe, expect, it } from "vitest";
import { applyDeferredFonts } from "./deferred-fonts";
import type { ModulePaint } from "./module-paint";
import { DEFERRED_FONTS_MARKUP } from "../service-worker/deferred-fonts-markup";

/** The module's paint, driven by the test. */
function modulePaint(): ModulePaint & { paint: () => void; waiting: () => number } {
  const waiting: Array<() => void> = [];
  return {
    whenPainted: (then) => void waiting.push(then),
    followPages: () => undefined,
    paint: () => waiting.splice(0).forEach((then) => then()),
    waiting: () => waiting.length,
  };
}

const link = () => document.querySelector<HTMLLinkElement>('link[href="/assets/marianne-x.css"]');

describe("applyDeferredFonts", () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/marianne-x.css"${DEFERRED_FONTS_MARKUP}>`;
  });

  it("keeps Marianne for print until the module's content has painted, then applies it", () => {
    const painting = modulePaint();
    applyDeferredFonts(document, painting);
    expect(link()?.media).toBe("print");
    painting.paint();
    expect(link()?.media).toBe("all");
    expect(link()?.hasAttribute("data-deferred-fonts")).toBe(false);
  });

  it("leaves a page whose stylesheet is not deferred (the shell's, or one from the worker's cache) alone", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/marianne-x.css">';
    const painting = modulePaint();
    applyDeferredFonts(document, painting);
    expect(painting.waiting()).toBe(0);
    expect(link()?.getAttribute("media")).toBeNull();
  });
});
