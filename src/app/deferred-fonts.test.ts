import { beforeEach, describe, expect, it } from "vitest";
import { createUniversMarinStatus } from "../features/univers-marin/state";
import { applyDeferredFonts } from "./deferred-fonts";
import { DEFERRED_FONTS_MARKUP } from "../service-worker/deferred-fonts-markup";

function pageResolutions() {
  const listeners = new Set<(pathname: string) => void>();
  return {
    onPageResolved: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (pathname: string) => listeners.forEach((listener) => listener(pathname)),
    listening: () => listeners.size,
  };
}

/** The module's paint, driven by the test. */
function modulePaint() {
  const waiting: Array<() => void> = [];
  return {
    afterModulePaint: (then: () => void) => void waiting.push(then),
    paint: () => waiting.splice(0).forEach((then) => then()),
    waiting: () => waiting.length,
  };
}

const link = () => document.querySelector<HTMLLinkElement>('link[href="/assets/marianne-x.css"]');

describe("applyDeferredFonts", () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/marianne-x.css"${DEFERRED_FONTS_MARKUP}>`;
  });

  it("keeps Marianne for print while the module loads and mounts, and applies it once its content has painted", () => {
    const status = createUniversMarinStatus();
    const pages = pageResolutions();
    const painting = modulePaint();
    applyDeferredFonts({ doc: document, status, onPageResolved: pages.onPageResolved, afterModulePaint: painting.afterModulePaint });
    status.set({ kind: "loading" });
    pages.resolve("/fr/univers-marin/pmr/mes-titres");
    expect(link()?.media).toBe("print");

    status.set({ kind: "mounted" });
    status.set({ kind: "mounted" });
    expect(link()?.media).toBe("print");
    expect(painting.waiting()).toBe(1);
    painting.paint();
    expect(link()?.media).toBe("all");
    expect(link()?.hasAttribute("data-deferred-fonts")).toBe(false);
    expect(pages.listening()).toBe(0);
  });

  it("applies it when the module has failed: its alert is the page's content", () => {
    const status = createUniversMarinStatus();
    applyDeferredFonts({ doc: document, status, onPageResolved: pageResolutions().onPageResolved });
    status.set({ kind: "failed", failure: "failed", at: 0 });
    expect(link()?.media).toBe("all");
  });

  it("applies it when the user is sent to a shell page before the module came (signed out: /login)", () => {
    const status = createUniversMarinStatus();
    const pages = pageResolutions();
    applyDeferredFonts({ doc: document, status, onPageResolved: pages.onPageResolved });
    pages.resolve("/es/login");
    expect(link()?.media).toBe("all");
  });

  it("waits for the paint too when the module had mounted before the app looked", () => {
    const status = createUniversMarinStatus();
    status.set({ kind: "mounted" });
    const painting = modulePaint();
    applyDeferredFonts({
      doc: document,
      status,
      onPageResolved: pageResolutions().onPageResolved,
      afterModulePaint: painting.afterModulePaint,
    });
    expect(link()?.media).toBe("print");
    painting.paint();
    expect(link()?.media).toBe("all");
  });

  it("leaves a page whose stylesheet is not deferred (the shell's, or one from the worker's cache) alone", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/marianne-x.css">';
    const status = createUniversMarinStatus();
    const pages = pageResolutions();
    applyDeferredFonts({ doc: document, status, onPageResolved: pages.onPageResolved });
    expect(pages.listening()).toBe(0);
    expect(link()?.getAttribute("media")).toBeNull();
  });
});
