import { describe, expect, it, vi } from "vitest";
import { SIGNED_OUT, judgeSession } from "../session/judgement";
import { layoutSessionOf } from "./layout-session";

const item = (status: string) => ({ idInterne: "1", typeStatutHabilitation: { code: status }, typeFournisseur: { code: "FC" } });
/** The habilitations' answer of each user; nobody's is a visitor's 401. */
const HABILITATIONS = {
  nobody: SIGNED_OUT,
  habilite: [item("HA")],
  "non-habilite": [item("BL")],
  "sans-habilitation": [],
  absente: null,
} as const;
const IDENTITY = { prenom: "Yann", nom: "Le Goff", identifiant: "12345678" };

/** The layout as the judgement of a user's answers has it; unsettled, nothing has answered. */
function view(user: keyof typeof HABILITATIONS, pathname: string, headerLogout = vi.fn(), settled = true) {
  const judged = judgeSession(settled ? { rights: [], habilitations: HABILITATIONS[user], identity: IDENTITY } : {});
  return layoutSessionOf({ ...judged, headerLogout }, pathname, vi.fn());
}

describe("what the session decides for the layout", () => {
  it("before the session has answered (and in the export), the menu is there on the pages only a habilité seafarer stays on", () => {
    const unsettled = (pathname: string) => view("nobody", pathname, undefined, false).menuEnabled;
    expect(unsettled("/fr/mes-infos")).toBe(true);
    expect(unsettled("/univers-marin/pmr/accueil-pmr")).toBe(true);
    expect(unsettled("/EN/Univers-Marin/PMR/Mes-Titres")).toBe(true);
    expect(unsettled("/fr/plan-site")).toBe(false);
    expect(unsettled("/login")).toBe(false);
  });

  it("once it has answered, the session decides, there too", () => {
    expect(view("non-habilite", "/fr/mes-infos").menuEnabled).toBe(false);
    expect(view("habilite", "/fr/plan-site").menuEnabled).toBe(true);
  });

  it("a habilité seafarer: full menu, identity, the header's own logout and the language call", () => {
    const headerLogout = vi.fn();
    const layout = view("habilite", "/en/mes-infos", headerLogout);
    expect(layout).toMatchObject({ menuEnabled: true, user: IDENTITY, account: { kind: "logout" } });
    expect(layout.onSelectLanguage).toBeTypeOf("function");
    if (layout.account?.kind === "logout") layout.account.onLogout?.();
    expect(headerLogout).toHaveBeenCalledTimes(1);
  });

  it("a user connected without habilitation sees a logout link and no menu (spec 4 and 6)", () => {
    expect(view("sans-habilitation", "/loginAyantDroit")).toMatchObject({
      menuEnabled: false,
      user: undefined,
      account: { kind: "logout" },
    });
  });

  it("a user who is not habilité sees a sign-in link on the sign-in pages, in the page's language", () => {
    expect(view("non-habilite", "/es/login-agent").account).toEqual({ kind: "login", href: "/es/login" });
    expect(view("nobody", "/loginAyantDroit").account).toEqual({ kind: "login", href: "/login" });
    expect(view("non-habilite", "/mes-infos").account).toMatchObject({ kind: "logout" });
  });

  it.each(["nobody", "absente"] as const)(
    "a visitor elsewhere (%s): no account link, and no language call that would answer 401",
    (user) => {
      const layout = view(user, "/fr/plan-site");
      expect(layout.account).toBeUndefined();
      expect(layout.onSelectLanguage).toBeUndefined();
      expect(layout.menuEnabled).toBe(false);
    },
  );
});
