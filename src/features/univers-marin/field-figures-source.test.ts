// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { pagePartOf, universMarinFigures } from "./field-figures-source";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";
import { IDLE, type UniversMarinState } from "./state";
import { UNIVERS_MARIN_LOAD, UNIVERS_MARIN_MOUNT, measured } from "./timings";

const status = (state: UniversMarinState) => ({ get: () => state });

afterEach(() => {
  performance.clearMeasures();
  document.body.replaceChildren();
});

describe("univers-marin for the field figures", () => {
  it("is none on a page that never showed it", () => {
    expect(universMarinFigures(status(IDLE))).toEqual({ state: "none", loadMs: undefined, mountMs: undefined });
  });

  it("is mounted, with its times, while shown and after the visitor has left it", async () => {
    await measured(UNIVERS_MARIN_LOAD, async () => undefined);
    await measured(UNIVERS_MARIN_MOUNT, async () => undefined);
    const shown = universMarinFigures(status({ kind: "mounted" }));
    expect(shown.state).toBe("mounted");
    expect(shown.loadMs).toBeGreaterThanOrEqual(0);
    expect(shown.mountMs).toBeGreaterThanOrEqual(0);
    expect(universMarinFigures(status(IDLE)).state).toBe("mounted");
  });

  it("is loading or failed as its status says", () => {
    expect(universMarinFigures(status({ kind: "loading", since: 0 })).state).toBe("loading");
    expect(universMarinFigures(status({ kind: "failed", failure: "failed", at: 0 })).state).toBe("failed");
  });

  it("tells an element or text of the mount element from the shell's", () => {
    document.body.innerHTML = `<header><a href="/">Accueil</a></header><main><div id="${UNIVERS_MARIN_MOUNT_ID}"><h1>Mon espace</h1></div></main>`;
    const heading = document.querySelector("h1");
    const link = document.querySelector("a");
    if (!heading?.firstChild || !link) throw new Error("fixture");
    expect(pagePartOf(heading)).toBe("univers-marin");
    expect(pagePartOf(heading.firstChild)).toBe("univers-marin");
    expect(pagePartOf(link)).toBe("shell");
    expect(pagePartOf(document)).toBe("shell");
  });
});
