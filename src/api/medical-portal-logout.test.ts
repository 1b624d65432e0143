// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  type HiddenFrame,
  type MedicalLogoutDeps,
  closeMedicalPortalSession,
  loadHiddenFrameIn,
  medicalHandOffUsed,
  rememberMedicalHandOff,
} from "./medical-portal-logout";

function controllable() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function setUp(url: string | undefined) {
  const events: string[] = [];
  const load = controllable();
  const timer = controllable();
  const deps: MedicalLogoutDeps = {
    medicalLogoutUrl: url,
    loadHiddenFrame: vi.fn((frameUrl: string): HiddenFrame => {
      events.push(`frame ${frameUrl}`);
      return { loaded: load.promise, remove: () => events.push("remove") };
    }),
    wait: vi.fn((ms: number) => {
      events.push(`wait ${ms}`);
      return timer.promise;
    }),
    log: vi.fn(),
  };
  return { deps, events, load, timer };
}

describe("closing the medical portal's session", () => {
  it("loads the medical logout page, waits for it, then removes it", async () => {
    const { deps, events, load } = setUp("https://sante.example.fr/deconnexion");
    const done = closeMedicalPortalSession(deps);
    await Promise.resolve();
    expect(events).toEqual(["frame https://sante.example.fr/deconnexion", "wait 3000"]);
    expect(events).not.toContain("remove");
    load.resolve();
    await expect(done).resolves.toBe("frame-loaded");
    expect(events).toEqual(["frame https://sante.example.fr/deconnexion", "wait 3000", "remove"]);
  });

  it("gives up when the medical portal does not answer in time", async () => {
    const { deps, events, timer } = setUp("https://sante.example.fr/deconnexion");
    const done = closeMedicalPortalSession(deps, 1500);
    timer.resolve();
    await expect(done).resolves.toBe("frame-timed-out");
    expect(events.slice(-1)).toEqual(["remove"]);
    expect(deps.wait).toHaveBeenCalledWith(1500);
    expect(deps.log).toHaveBeenCalledWith(expect.stringContaining("did not load"));
  });

  it("loads no frame when no medical logout page is configured", async () => {
    const { deps, events } = setUp(undefined);
    await expect(closeMedicalPortalSession(deps)).resolves.toBe("no-frame");
    expect(events).toEqual([]);
    expect(deps.log).not.toHaveBeenCalled();
  });

  it("never loads a configured value that is not http(s)", async () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "/deconnexion"]) {
      const { deps, events } = setUp(url);
      await expect(closeMedicalPortalSession(deps)).resolves.toBe("no-frame");
      expect(events).toEqual([]);
      expect(deps.log).toHaveBeenCalledTimes(1);
    }
  });
});

describe("the browser's hidden frame", () => {
  it("is hidden from sight, keyboard and assistive technology, and settles on load", async () => {
    const { loaded, remove } = loadHiddenFrameIn(document)("https://sante.example.fr/deconnexion");
    const frame = document.querySelector<HTMLIFrameElement>("iframe[data-medical-logout]");
    expect(frame?.src).toBe("https://sante.example.fr/deconnexion");
    expect(frame?.hidden).toBe(true);
    expect(frame?.tabIndex).toBe(-1);
    expect(frame?.getAttribute("aria-hidden")).toBe("true");
    expect(frame?.getAttribute("sandbox")).toBe("allow-same-origin allow-scripts");
    expect(frame?.getAttribute("referrerpolicy")).toBe("no-referrer");
    frame?.dispatchEvent(new Event("load"));
    await expect(loaded).resolves.toBeUndefined();
    remove();
    expect(document.querySelector("iframe[data-medical-logout]")).toBeNull();
  });
});

describe("the hand-off's mark", () => {
  it("is kept in local storage once the hand-off has opened the medical portal, and read back", () => {
    localStorage.clear();
    expect(medicalHandOffUsed(() => localStorage)).toBe(false);
    rememberMedicalHandOff(() => localStorage);
    expect(medicalHandOffUsed(() => localStorage)).toBe(true);
    localStorage.clear();
    expect(medicalHandOffUsed(() => localStorage)).toBe(false);
  });

  it("counts as not used, without throwing, where the browser refuses storage", () => {
    const refused = (): Storage => {
      throw new DOMException("refused", "SecurityError");
    };
    expect(() => rememberMedicalHandOff(refused)).not.toThrow();
    expect(medicalHandOffUsed(refused)).toBe(false);
  });
});
