import { afterEach, describe, expect, it, vi } from "vitest";

const DSFR_SCRIPTS = [
  "core/core.module.min.js",
  "scheme/scheme.module.min.js",
  "component/button/button.module.min.js",
  "component/breadcrumb/breadcrumb.module.min.js",
  "component/modal/modal.module.min.js",
  "component/navigation/navigation.module.min.js",
  "component/header/header.module.min.js",
  "component/display/display.module.min.js",
];

describe("DSFR's script for the shell", () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock("./scheduling");
    for (const script of DSFR_SCRIPTS) vi.doUnmock(`@codegouvfr/react-dsfr/dsfr/${script}`);
  });

  it("is loaded, for react-dsfr to start DSFR, only in a task after the one that evaluated DSFR's scripts", async () => {
    const evaluated: string[] = [];
    for (const script of DSFR_SCRIPTS) {
      vi.doMock(`@codegouvfr/react-dsfr/dsfr/${script}`, () => {
        evaluated.push(script);
        return {};
      });
    }
    let endTask: () => void = () => undefined;
    vi.doMock("./scheduling", () => ({ yieldToBrowser: () => new Promise<void>((resolve) => (endTask = resolve)) }));
    let loaded = false;
    const loading = import("./dsfr-scripts").then(() => (loaded = true));
    await vi.waitFor(() => expect(evaluated).toEqual(DSFR_SCRIPTS));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);

    endTask();
    await loading;
    expect(loaded).toBe(true);
  });
});
