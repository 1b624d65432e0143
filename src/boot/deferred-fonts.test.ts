// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { applyDeferredFonts } from "./deferred-fonts";
import { DEFERRED_FONTS_MARKUP } from "../service-worker/deferred-fonts-markup";

const link = () => document.querySelector<HTMLLinkElement>('link[href="/assets/marianne-x.css"]');

describe("applyDeferredFonts", () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/marianne-x.css"${DEFERRED_FONTS_MARKUP}>`;
  });

  it("applies Marianne's stylesheet, held for print until now", () => {
    expect(link()?.media).toBe("print");
    applyDeferredFonts(document);
    expect(link()?.media).toBe("all");
    expect(link()?.hasAttribute("data-deferred-fonts")).toBe(false);
  });

  it("leaves a page whose stylesheet is not deferred (the shell's, or one from the worker's cache) alone", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/marianne-x.css">';
    applyDeferredFonts(document);
    expect(link()?.getAttribute("media")).toBeNull();
  });
});
