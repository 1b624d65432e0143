// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_TIMEOUT_MS } from "../../api/http-client";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../api/session-paths";
import { sendEarly } from "./early-answers";
import { earlySessionLetsModuleRegister } from "./early-session";

const habilitation = (code: string) => [{ idInterne: 7, typeStatutHabilitation: { code }, typeFournisseur: { code: "FC" } }];

function answers(rights: Response | Error, habilitations: Response | Error) {
  return sendEarly([MES_DROITS_PATH, HABILITATIONS_PATH], (path) => {
    const answer = path === MES_DROITS_PATH ? rights : habilitations;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("whether the entry's session answers let the module register before the app", () => {
  it("yes for a habilité seafarer whose rights answered", async () => {
    const early = answers(json([{ libelleCerbere: "EMARIN" }]), json(habilitation("HA")));
    expect(await earlySessionLetsModuleRegister({ pathname: "/fr/univers-marin/pmr/accueil-pmr", early, capMs: DEFAULT_TIMEOUT_MS })).toBe(
      true,
    );
  });

  it("yes for a user the app lets stay on the page without habilitation (the agents' search)", async () => {
    const early = answers(json([]), json([]));
    expect(
      await earlySessionLetsModuleRegister({ pathname: "/univers-marin/agent/rechercher-marin", early, capMs: DEFAULT_TIMEOUT_MS }),
    ).toBe(true);
  });

  it("no when the app will send the user to sign in: no habilitation on a seafarer's page", async () => {
    const early = answers(json([]), json([]));
    expect(await earlySessionLetsModuleRegister({ pathname: "/fr/univers-marin/pmr/mes-titres", early, capMs: DEFAULT_TIMEOUT_MS })).toBe(
      false,
    );
  });

  it("no when the rights failed (a 401 logs out, a 5xx shows the error page: the app decides)", async () => {
    const early = answers(json({}, 401), json(habilitation("HA")));
    expect(await earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early, capMs: DEFAULT_TIMEOUT_MS })).toBe(false);
    const later = answers(new TypeError("Failed to fetch"), json(habilitation("HA")));
    expect(await earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early: later, capMs: DEFAULT_TIMEOUT_MS })).toBe(
      false,
    );
  });

  it("no when the rights answered what their schema refuses: the app's client counts it a failure", async () => {
    const early = answers(json({ pas: "une liste" }), json(habilitation("HA")));
    expect(await earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early, capMs: DEFAULT_TIMEOUT_MS })).toBe(false);
  });

  it("no for habilitations the schema refuses, or that failed", async () => {
    const early = answers(json([]), json([{ typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "<script>" } }]));
    expect(await earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early, capMs: DEFAULT_TIMEOUT_MS })).toBe(false);
    const later = answers(json([]), json({}, 503));
    expect(await earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early: later, capMs: DEFAULT_TIMEOUT_MS })).toBe(
      false,
    );
  });

  it("no when an answer is not in within the load plan's cap: the app's client, which times it out too, decides", async () => {
    vi.useFakeTimers();
    try {
      const early = answers(json([{ libelleCerbere: "EMARIN" }]), json(habilitation("HA")));
      const never = { read: (path: string) => (path === MES_DROITS_PATH ? new Promise<never>(() => undefined) : early.read(path)) };
      const judged = earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early: never, capMs: 500 });
      await vi.advanceTimersByTimeAsync(500);
      expect(await judged).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves no timer behind once both answers are in", async () => {
    vi.useFakeTimers();
    try {
      const early = answers(json([{ libelleCerbere: "EMARIN" }]), json(habilitation("HA")));
      const judged = earlySessionLetsModuleRegister({ pathname: "/univers-marin/demandes", early, capMs: DEFAULT_TIMEOUT_MS });
      expect(await judged).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
