import { describe, expect, it, vi } from "vitest";
import { sendEarly } from "../api/early-requests";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../api/session-paths";
import { earlySessionLetsModuleRegister } from "./early-session";
import { STORAGE_KEYS } from "./storage-keys";

const habilitation = (code: string) => [{ idInterne: 7, typeStatutHabilitation: { code }, typeFournisseur: { code: "FC" } }];

function answers(rights: Response | Error, habilitations: Response | Error) {
  sendEarly([MES_DROITS_PATH, HABILITATIONS_PATH], (path) => {
    const answer = path === MES_DROITS_PATH ? rights : habilitations;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const storage = () => ({ setItem: vi.fn() });

describe("whether the entry's session answers let the module register before the app", () => {
  it("yes for a habilité seafarer whose rights answered, the test user id stored first", async () => {
    answers(json([{ libelleCerbere: "EMARIN" }]), json(habilitation("HA")));
    const store = storage();
    const allowed = earlySessionLetsModuleRegister({ testUserId: "u-1", storage: store, pathname: "/fr/univers-marin/pmr/accueil-pmr" });
    expect(store.setItem).toHaveBeenCalledWith(STORAGE_KEYS.testUserId, "u-1");
    expect(await allowed).toBe(true);
  });

  it("yes for a user the app lets stay on the page without habilitation (the agents' search)", async () => {
    answers(json([]), json([]));
    expect(
      await earlySessionLetsModuleRegister({
        testUserId: undefined,
        storage: storage(),
        pathname: "/univers-marin/agent/rechercher-marin",
      }),
    ).toBe(true);
  });

  it("no when the app will send the user to sign in: no habilitation on a seafarer's page", async () => {
    answers(json([]), json([]));
    expect(
      await earlySessionLetsModuleRegister({ testUserId: undefined, storage: storage(), pathname: "/fr/univers-marin/pmr/mes-titres" }),
    ).toBe(false);
  });

  it("no when the rights failed (a 401 logs out, a 5xx shows the error page: the app decides)", async () => {
    answers(json({}, 401), json(habilitation("HA")));
    expect(await earlySessionLetsModuleRegister({ testUserId: undefined, storage: storage(), pathname: "/univers-marin/demandes" })).toBe(
      false,
    );
    answers(new TypeError("Failed to fetch"), json(habilitation("HA")));
    expect(await earlySessionLetsModuleRegister({ testUserId: undefined, storage: storage(), pathname: "/univers-marin/demandes" })).toBe(
      false,
    );
  });

  it("no for habilitations the schema refuses, or that failed", async () => {
    answers(json([]), json([{ typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "<script>" } }]));
    expect(await earlySessionLetsModuleRegister({ testUserId: undefined, storage: storage(), pathname: "/univers-marin/demandes" })).toBe(
      false,
    );
    answers(json([]), json({}, 503));
    expect(await earlySessionLetsModuleRegister({ testUserId: undefined, storage: storage(), pathname: "/univers-marin/demandes" })).toBe(
      false,
    );
  });
});
