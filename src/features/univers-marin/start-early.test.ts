import { describe, expect, it, vi } from "vitest";
import { startUniversMarinEarly } from "./start-early";

describe("startUniversMarinEarly", () => {
  it("on a univers-marin page, starts the host at once, before any frame is rendered", () => {
    const host = { activate: vi.fn() };
    startUniversMarinEarly({ pathname: "/fr/univers-marin/pmr/accueil-pmr" }, host);
    expect(host.activate).toHaveBeenCalledOnce();
  });

  it("starts nothing on the shell's own pages", () => {
    const host = { activate: vi.fn() };
    startUniversMarinEarly({ pathname: "/fr/login" }, host);
    expect(host.activate).not.toHaveBeenCalled();
  });
});
