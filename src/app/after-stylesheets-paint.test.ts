import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STYLESHEET_WAIT_MS, afterStylesheetsPaint } from "./after-stylesheets-paint";

/** A stylesheet link, loaded (its sheet set, as the browser does) or still loading. */
function stylesheet(href: string, { loaded, media }: { loaded: boolean; media?: string }): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  if (media) link.media = media;
  Object.defineProperty(link, "sheet", { value: loaded ? {} : null, configurable: true });
  document.head.append(link);
  return link;
}

/** One frame, then the task it queued (a zero delay set in a frame is 1 ms to fake timers). */
async function paintFrame(): Promise<void> {
  vi.advanceTimersToNextFrame();
  await vi.advanceTimersByTimeAsync(1);
}

/** A frame painted, and the next one begun: the first is on screen by then. */
async function showFrame(): Promise<void> {
  await paintFrame();
  await paintFrame();
}

describe("afterStylesheetsPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout", "clearTimeout"] });
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("with nothing loading, runs once the next frame has painted and been shown, not before", async () => {
    stylesheet("/assets/index.css", { loaded: true });
    const then = vi.fn();
    afterStylesheetsPaint(document, then);
    await vi.advanceTimersByTimeAsync(0);
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).not.toHaveBeenCalled();
    await paintFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("waits for every stylesheet still loading, a failed one included, then for a frame", async () => {
    const demo = stylesheet("https://univers-marin.example/demo.css", { loaded: false });
    const other = stylesheet("https://univers-marin.example/other.css", { loaded: false });
    const then = vi.fn();
    afterStylesheetsPaint(document, then);

    await paintFrame();
    demo.dispatchEvent(new Event("load"));
    await paintFrame();
    expect(then).not.toHaveBeenCalled();

    other.dispatchEvent(new Event("error"));
    expect(then).not.toHaveBeenCalled();
    await showFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("does not wait for a print stylesheet (Marianne's, deferred)", async () => {
    stylesheet("/assets/marianne.css", { loaded: false, media: "print" });
    const then = vi.fn();
    afterStylesheetsPaint(document, then);
    await showFrame();
    expect(then).toHaveBeenCalledOnce();
  });

  it("stops waiting for a stylesheet that never answers after its cap, and runs once only", async () => {
    const stuck = stylesheet("https://univers-marin.example/demo.css", { loaded: false });
    const then = vi.fn();
    afterStylesheetsPaint(document, then);
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await showFrame();
    expect(then).toHaveBeenCalledOnce();

    stuck.dispatchEvent(new Event("load"));
    await paintFrame();
    expect(then).toHaveBeenCalledOnce();
  });
});
