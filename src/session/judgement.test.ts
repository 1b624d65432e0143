import { describe, expect, it } from "vitest";
import { FAILED, type SessionAnswers, type SessionJudgement, judgeSession } from "./judgement";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT } from "./rights";

const item = (status: unknown, provider: unknown = "FC") => ({
  idInterne: "1",
  typeStatutHabilitation: { code: status },
  typeFournisseur: { code: provider },
});
const right = (libelleCerbere: unknown) => ({ libelleCerbere });

/** What the judgement says of the user, page aside. */
function verdict(judgement: SessionJudgement) {
  const state = judgement.habilitation;
  return {
    state: state?.kind ?? null,
    provider: state?.kind === "habilite" || state?.kind === "non-habilite" ? state.provider : null,
    signedIn: judgement.signedIn,
    habilitated: judgement.habilitated,
    agent: judgement.agent,
    agentSignInRight: judgement.agentSignInRight,
    flag: judgement.noHabilitationFlag,
    mayRegister: judgement.mayRegisterUniversMarin,
  };
}
type Verdict = ReturnType<typeof verdict>;

const NOTHING_KNOWN: Verdict = {
  state: null,
  provider: null,
  signedIn: false,
  habilitated: false,
  agent: false,
  agentSignInRight: false,
  flag: "leave",
  mayRegister: false,
};
const HABILITE_FC: Verdict = { ...NOTHING_KNOWN, state: "habilite", provider: "FC", signedIn: true, habilitated: true, flag: "clear" };
const NON_HABILITE_FC: Verdict = { ...NOTHING_KNOWN, state: "non-habilite", provider: "FC", signedIn: true, flag: "clear" };
const SANS_HABILITATION: Verdict = { ...NOTHING_KNOWN, state: "sans-habilitation", signedIn: true, flag: "set" };

interface Row {
  readonly case: string;
  readonly answers: SessionAnswers;
  readonly expected: Verdict;
}

const SPEC_4: readonly Row[] = [
  {
    case: "HA through FranceConnect: habilité (the identity banner asked for), FC shown in use",
    answers: { habilitations: [item("HA", "FC")] },
    expected: HABILITE_FC,
  },
  {
    case: "HA through Cerbère: habilité (the identity banner asked for), CER shown in use",
    answers: { habilitations: [item("HA", "CER")] },
    expected: { ...HABILITE_FC, provider: "CER" },
  },
  {
    case: "status BL: signed in, not habilité (no identity banner), its provider shown in use, the flag cleared",
    answers: { habilitations: [item("BL")] },
    expected: NON_HABILITE_FC,
  },
  { case: "status NH: not habilité", answers: { habilitations: [item("NH")] }, expected: NON_HABILITE_FC },
  { case: "status 'ha' in lower case: not habilité (HA exactly)", answers: { habilitations: [item("ha")] }, expected: NON_HABILITE_FC },
  { case: "an empty status: not habilité", answers: { habilitations: [item("")] }, expected: NON_HABILITE_FC },
  { case: "an unknown status ('ADMIN'): not habilité", answers: { habilitations: [item("ADMIN")] }, expected: NON_HABILITE_FC },
  {
    case: "only the first item counts: BL through CER before HA through FC",
    answers: { habilitations: [item("BL", "CER"), item("HA", "FC")] },
    expected: { ...NON_HABILITE_FC, provider: "CER" },
  },
  {
    case: "only the first item counts: HA before BL",
    answers: { habilitations: [item("HA"), item("BL")] },
    expected: HABILITE_FC,
  },
  {
    case: "an empty list: connected without habilitation, flagged",
    answers: { habilitations: [] },
    expected: SANS_HABILITATION,
  },
  {
    case: "an empty body (null): the first item missing, nobody signed in, the flag left as it is",
    answers: { habilitations: null },
    expected: { ...NOTHING_KNOWN, state: "absente" },
  },
  { case: "habilitations not answered yet: nothing known", answers: {}, expected: NOTHING_KNOWN },
  { case: "habilitations failed: nothing known", answers: { habilitations: FAILED }, expected: NOTHING_KNOWN },
  {
    case: "rights answered a list: univers-marin may register",
    answers: { rights: [right("EMARIN_CONSULTATION")] },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  },
  {
    case: "rights answered an empty list: univers-marin may register",
    answers: { rights: [], habilitations: [item("HA")] },
    expected: { ...HABILITE_FC, mayRegister: true },
  },
  {
    case: "rights failed: univers-marin registers all the same, the rights having answered",
    answers: { rights: FAILED, habilitations: [item("HA")] },
    expected: { ...HABILITE_FC, mayRegister: true },
  },
  {
    case: "rights answered what their schema refuses: univers-marin registers all the same",
    answers: { rights: { pas: "une liste" } },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  },
  {
    case: "rights not answered yet: univers-marin waits, whatever the habilitations say",
    answers: { habilitations: [item("HA")] },
    expected: HABILITE_FC,
  },
];

const SPEC_6: readonly Row[] = [
  {
    case: "EAGENT_ADMIN_EMARIN_GEST: an agent",
    answers: { rights: [right(AGENT_RIGHT)] },
    expected: { ...NOTHING_KNOWN, agent: true, mayRegister: true },
  },
  {
    case: "EAGENT_ADMIN_EPARTE_APPLI alone: the agent sign-in right, not an agent",
    answers: { rights: [right(AGENT_SIGN_IN_RIGHT)] },
    expected: { ...NOTHING_KNOWN, agentSignInRight: true, mayRegister: true },
  },
  {
    case: "both rights among others: an agent who has the agent sign-in right",
    answers: { rights: [right("EMARIN_CONSULTATION"), right(AGENT_SIGN_IN_RIGHT), right(AGENT_RIGHT)] },
    expected: { ...NOTHING_KNOWN, agent: true, agentSignInRight: true, mayRegister: true },
  },
  {
    case: "an agent connected without habilitation: signed in, an agent, not habilité",
    answers: { rights: [right(AGENT_RIGHT)], habilitations: [] },
    expected: { ...SANS_HABILITATION, agent: true, mayRegister: true },
  },
  {
    case: "a habilité seafarer with a seafarer's rights: habilité (whole menu, identity banner), no agent",
    answers: { rights: [right("EMARIN_CONSULTATION"), right("EMARIN_DEMANDES")], habilitations: [item("HA")] },
    expected: { ...HABILITE_FC, mayRegister: true },
  },
  {
    case: "a right in another letter case is not granted",
    answers: { rights: [right(AGENT_RIGHT.toLowerCase())] },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  },
  {
    case: "a label that only contains the right is not granted",
    answers: { rights: [right(`${AGENT_RIGHT}_LECTURE`), right(` ${AGENT_RIGHT}`)] },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  },
  {
    case: "the agent's right without a rights answer to read it from: no agent",
    answers: { rights: FAILED, habilitations: [item("HA")] },
    expected: { ...HABILITE_FC, mayRegister: true },
  },
];

/** What the backend may send that no schema accepts: judged as nobody, never thrown on. */
const HOSTILE_HABILITATIONS: ReadonlyArray<readonly [string, unknown]> = [
  ["a string", "HA"],
  ["a number", 42],
  ["a boolean", true],
  ["an object, not a list", {}],
  ["one item, not in a list", item("HA")],
  ["a list holding null", [null]],
  ["a list holding an empty object", [{}]],
  ["a list holding a list", [["HA"]]],
  ["an item without its provider", [{ idInterne: "1", typeStatutHabilitation: { code: "HA" } }]],
  ["an item without its status", [{ idInterne: "1", typeFournisseur: { code: "FC" } }]],
  ["a status code that is a number", [item(1)]],
  ["a status code that is null", [item(null)]],
  ["a status that is a string, not an object", [{ idInterne: "1", typeStatutHabilitation: "HA", typeFournisseur: { code: "FC" } }]],
  ["an unknown provider ('GOOGLE')", [item("HA", "GOOGLE")]],
  ["a provider in lower case ('fc')", [item("HA", "fc")]],
  ["markup for a provider", [item("HA", "<script>")]],
  ["an internal id that is an object", [{ ...item("HA"), idInterne: { id: 1 } }]],
  ["a readable first item followed by an unreadable one: the list is refused whole", [item("HA"), { typeStatutHabilitation: {} }]],
];

const HOSTILE_RIGHTS: ReadonlyArray<readonly [string, unknown]> = [
  ["null", null],
  ["the agent's label as a bare string", AGENT_RIGHT],
  ["one right, not in a list", right(AGENT_RIGHT)],
  ["a list holding null", [null]],
  ["a label that is null", [right(null)]],
  ["a label that is a number", [right(7)]],
  ["the label under another name", [{ libelle: AGENT_RIGHT }]],
  ["the agent's right followed by an unreadable one: the list is refused whole", [right(AGENT_RIGHT), right(false)]],
];

const HOSTILE: readonly Row[] = [
  ...HOSTILE_HABILITATIONS.map(([what, body]): Row => ({
    case: `habilitations answered ${what}: nobody signed in`,
    answers: { habilitations: body },
    expected: NOTHING_KNOWN,
  })),
  ...HOSTILE_RIGHTS.map(([what, body]): Row => ({
    case: `rights answered ${what}: no agent, no agent sign-in right (registered all the same)`,
    answers: { rights: body },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  })),
  {
    case: "both calls failed: nobody signed in, univers-marin registers",
    answers: { rights: FAILED, habilitations: FAILED },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  },
  {
    case: "answers explicitly undefined: nothing answered yet",
    answers: { rights: undefined, habilitations: undefined },
    expected: NOTHING_KNOWN,
  },
];

describe("the session's judgement: who the user is (spec point 4)", () => {
  it.each(SPEC_4)("$case", ({ answers, expected }) => {
    expect(verdict(judgeSession(answers))).toEqual(expected);
  });
});

describe("the session's judgement: rights and agents (spec point 6)", () => {
  it.each(SPEC_6)("$case", ({ answers, expected }) => {
    expect(verdict(judgeSession(answers))).toEqual(expected);
  });
});

describe("the session's judgement of hostile answers", () => {
  it.each(HOSTILE)("$case", ({ answers, expected }) => {
    const judgement = judgeSession(answers);
    expect(verdict(judgement)).toEqual(expected);
    // Nobody known is sent nowhere, and never lets the module register before the app.
    for (const pathname of ["/fr/mes-infos", "/univers-marin/pmr/accueil-pmr", "/login"]) {
      expect(judgement.signInPageFrom(pathname)).toBeNull();
      expect(judgement.mayRegisterBeforeAppOn(pathname)).toBe(false);
    }
  });
});

interface PageRow {
  readonly case: string;
  readonly answers: SessionAnswers;
  readonly pathname: string;
  /** Where the visit is sent, or null to stay. */
  readonly sentTo: string | null;
  /** Whether the page's entry may register univers-marin before the app. */
  readonly beforeApp: boolean;
}

const HA = { rights: [], habilitations: [item("HA")] };
const BL = { rights: [], habilitations: [item("BL")] };
const EMPTY = { rights: [], habilitations: [] };
const ABSENT = { rights: [], habilitations: null };

const PAGES: readonly PageRow[] = [
  { case: "a habilité seafarer stays on /fr/mes-infos", answers: HA, pathname: "/fr/mes-infos", sentTo: null, beforeApp: true },
  {
    case: "a habilité seafarer stays on the seafarer home",
    answers: HA,
    pathname: "/en/univers-marin/pmr/accueil-pmr",
    sentTo: null,
    beforeApp: true,
  },
  { case: "a user not habilité stays on /fr/mes-infos", answers: BL, pathname: "/fr/mes-infos", sentTo: null, beforeApp: true },
  {
    case: "a user not habilité stays on a seafarer's page",
    answers: BL,
    pathname: "/univers-marin/pmr/accueil-pmr",
    sentTo: null,
    beforeApp: true,
  },
  {
    case: "an empty list: sent from /fr/mes-infos to /fr/login",
    answers: EMPTY,
    pathname: "/fr/mes-infos",
    sentTo: "/fr/login",
    beforeApp: false,
  },
  {
    case: "an empty list: sent from the seafarer home to /login",
    answers: EMPTY,
    pathname: "/univers-marin/pmr/accueil-pmr",
    sentTo: "/login",
    beforeApp: false,
  },
  {
    case: "an empty list: sent from a seafarer's page in English to /en/login",
    answers: EMPTY,
    pathname: "/en/univers-marin/pmr/aptitude-medicale",
    sentTo: "/en/login",
    beforeApp: false,
  },
  {
    case: "an empty list: sent from the seafarer's titles to /fr/login",
    answers: EMPTY,
    pathname: "/fr/univers-marin/pmr/mes-titres",
    sentTo: "/fr/login",
    beforeApp: false,
  },
  ...[
    "/fr/login",
    "/loginAyantDroit",
    "/login-agent",
    "/fr/inscription",
    "/erreurRdvMarin",
    "/plan-site",
    "/accessibilite",
    "/fr/error/500",
    "/fr/nulle-part",
  ].map((pathname): PageRow => ({ case: `an empty list: keeps ${pathname}`, answers: EMPTY, pathname, sentTo: null, beforeApp: true })),
  {
    case: "an empty list: keeps the ayant droit's continuation, where univers-marin may register before the app",
    answers: EMPTY,
    pathname: "/fr/univers-marin/demandes/rendez-vous",
    sentTo: null,
    beforeApp: true,
  },
  {
    case: "an empty list: keeps the agents' seafarer search, where univers-marin may register before the app",
    answers: EMPTY,
    pathname: "/univers-marin/agent/rechercher-marin",
    sentTo: null,
    beforeApp: true,
  },
  {
    case: "an empty body: sent from /en/inscription to /en/login",
    answers: ABSENT,
    pathname: "/en/inscription",
    sentTo: "/en/login",
    beforeApp: false,
  },
  { case: "an empty body: sent from /plan-site to /login", answers: ABSENT, pathname: "/plan-site", sentTo: "/login", beforeApp: false },
  {
    case: "an empty body: sent from /en/mes-infos to /en/login",
    answers: ABSENT,
    pathname: "/en/mes-infos",
    sentTo: "/en/login",
    beforeApp: false,
  },
  {
    case: "an empty body: sent from the ayant droit's continuation to /login",
    answers: ABSENT,
    pathname: "/univers-marin/demandes/rendez-vous",
    sentTo: "/login",
    beforeApp: false,
  },
  { case: "an empty body on /es/login: stays, no loop", answers: ABSENT, pathname: "/es/login", sentTo: null, beforeApp: true },
  { case: "an empty body on /loginAyantDroit: stays", answers: ABSENT, pathname: "/loginAyantDroit", sentTo: null, beforeApp: true },
  { case: "an empty body on /en/login-agent: stays", answers: ABSENT, pathname: "/en/login-agent", sentTo: null, beforeApp: true },
  {
    case: "habilitations not answered yet: nobody sent anywhere, nothing registered before the app",
    answers: { rights: [] },
    pathname: "/fr/mes-infos",
    sentTo: null,
    beforeApp: false,
  },
  {
    case: "habilitations failed: nobody sent anywhere, the app decides",
    answers: { rights: [], habilitations: FAILED },
    pathname: "/univers-marin/demandes",
    sentTo: null,
    beforeApp: false,
  },
  {
    case: "habilité but the rights failed (a 401, a 5xx): the app's policies act first",
    answers: { rights: FAILED, habilitations: [item("HA")] },
    pathname: "/univers-marin/demandes",
    sentTo: null,
    beforeApp: false,
  },
  {
    case: "habilité but the rights unreadable: the app decides",
    answers: { rights: { pas: "une liste" }, habilitations: [item("HA")] },
    pathname: "/univers-marin/demandes",
    sentTo: null,
    beforeApp: false,
  },
  {
    case: "habilité but the rights not answered yet: nothing registered before the app",
    answers: { habilitations: [item("HA")] },
    pathname: "/univers-marin/demandes",
    sentTo: null,
    beforeApp: false,
  },
];

describe("the session's judgement of a page (spec point 4: where a user may stay; univers-marin before the app)", () => {
  it.each(PAGES)("$case", ({ answers, pathname, sentTo, beforeApp }) => {
    const judgement = judgeSession(answers);
    expect(judgement.signInPageFrom(pathname)).toBe(sentTo);
    expect(judgement.mayRegisterBeforeAppOn(pathname)).toBe(beforeApp);
  });
});
