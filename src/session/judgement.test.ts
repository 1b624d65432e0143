import { describe, expect, it } from "vitest";
import { ROUTES, ROUTE_IDS, fillPattern } from "../route-table/table";
import { type AccountLink, FAILED, SIGNED_OUT, type SessionAnswers, type SessionJudgement, judgeSession } from "./judgement";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT } from "./rights";

const item = (status: unknown, provider: unknown = "FC") => ({
  idInterne: "1",
  typeStatutHabilitation: { code: status },
  typeFournisseur: { code: provider },
});
const right = (libelleCerbere: unknown) => ({ libelleCerbere });
const IDENTITY = { prenom: "Yann", nom: "Le Goff", identifiant: "12345678" };

/** What the judgement says of the user, page aside. */
function verdict(judgement: SessionJudgement) {
  return {
    state: judgement.habilitation?.kind ?? null,
    settled: judgement.settled,
    signedIn: judgement.signedIn,
    authenticated: judgement.authenticated,
    signedOut: judgement.signedOut,
    habilitated: judgement.habilitated,
    provider: judgement.provider,
    connectedWithoutHabilitation: judgement.connectedWithoutHabilitation,
    agent: judgement.agent,
    agentSignInRight: judgement.agentSignInRight,
    identity: judgement.identity,
    shown: judgement.shown !== null,
    flag: judgement.noHabilitationFlag,
    mayRegister: judgement.mayRegisterUniversMarin,
  };
}
type Verdict = ReturnType<typeof verdict>;

const NOTHING_KNOWN: Verdict = {
  state: null,
  settled: false,
  signedIn: false,
  authenticated: false,
  signedOut: false,
  habilitated: false,
  provider: null,
  connectedWithoutHabilitation: false,
  agent: false,
  agentSignInRight: false,
  identity: null,
  shown: false,
  flag: "leave",
  mayRegister: false,
};
/** Both calls answered readably: the view is final, and the page shows that session. */
const ANSWERED: Verdict = { ...NOTHING_KNOWN, settled: true, authenticated: true, shown: true, mayRegister: true };
const HABILITE_FC: Verdict = {
  ...ANSWERED,
  state: "habilite",
  signedIn: true,
  habilitated: true,
  provider: "FC",
  identity: IDENTITY,
  flag: "clear",
};
const NON_HABILITE: Verdict = { ...ANSWERED, state: "non-habilite", signedIn: true, flag: "clear" };
const SANS_HABILITATION: Verdict = {
  ...ANSWERED,
  state: "sans-habilitation",
  signedIn: true,
  connectedWithoutHabilitation: true,
  flag: "set",
};
const RIGHTS_ONLY: Verdict = { ...NOTHING_KNOWN, authenticated: true, mayRegister: true };

/** Every answer a signed-in user's page gets, the identity banner included. */
const answersOf = (habilitations: unknown, rights: unknown = []): SessionAnswers => ({ rights, habilitations, identity: IDENTITY });

interface Row {
  readonly case: string;
  readonly answers: SessionAnswers;
  readonly expected: Verdict;
}

/** Spec point 4, sentence by sentence (and the sign-in pages of 2.4 that read it). */
const SPEC_4: readonly Row[] = [
  {
    case: "'Habilité' when typeStatutHabilitation.code is HA; habilitated via FC: FC in use, the identity banner shown",
    answers: answersOf([item("HA", "FC")]),
    expected: HABILITE_FC,
  },
  {
    case: "'Habilité' when typeStatutHabilitation.code is HA; habilitated via CER: the mirror of the FC case",
    answers: answersOf([item("HA", "CER")]),
    expected: { ...HABILITE_FC, provider: "CER" },
  },
  {
    case: "otherwise the user is not habilité: status BL, signed in, no provider in use, never named, the flag cleared",
    answers: answersOf([item("BL")]),
    expected: NON_HABILITE,
  },
  { case: "otherwise the user is not habilité: status NH", answers: answersOf([item("NH", "CER")]), expected: NON_HABILITE },
  { case: "otherwise the user is not habilité: 'ha' in lower case (HA exactly)", answers: answersOf([item("ha")]), expected: NON_HABILITE },
  { case: "otherwise the user is not habilité: an empty status", answers: answersOf([item("")]), expected: NON_HABILITE },
  { case: "otherwise the user is not habilité: an unknown status ('ADMIN')", answers: answersOf([item("ADMIN")]), expected: NON_HABILITE },
  {
    case: "the first item is used: BL through CER before HA through FC is not habilité",
    answers: answersOf([item("BL", "CER"), item("HA", "FC")]),
    expected: NON_HABILITE,
  },
  { case: "the first item is used: HA before BL is habilité", answers: answersOf([item("HA"), item("BL")]), expected: HABILITE_FC },
  {
    case: "if the habilitations list is empty, the user is flagged as connected without habilitation",
    answers: answersOf([]),
    expected: SANS_HABILITATION,
  },
  {
    case: "if the first item is missing (an empty body), nobody is signed in and the flag is left as it is",
    answers: answersOf(null),
    expected: { ...ANSWERED, state: "absente" },
  },
  {
    case: "the rights are loaded, the sub-application is registered once: as soon as the rights have answered",
    answers: { rights: [right("EMARIN_CONSULTATION")] },
    expected: RIGHTS_ONLY,
  },
  {
    case: "the sub-application is registered once the rights have answered: an empty list",
    answers: answersOf([item("HA")], []),
    expected: HABILITE_FC,
  },
  {
    case: "the sub-application is registered once the rights have answered: a failure is an answer",
    answers: answersOf([item("HA")], FAILED),
    expected: { ...HABILITE_FC, shown: false },
  },
  {
    case: "the sub-application is registered once the rights have answered: a body their schema refuses is an answer",
    answers: { rights: { pas: "une liste" } },
    expected: { ...NOTHING_KNOWN, mayRegister: true },
  },
  {
    case: "the sub-application is registered once the rights have answered: not before, whatever the habilitations say",
    answers: { habilitations: [item("HA")], identity: IDENTITY },
    expected: { ...HABILITE_FC, settled: false, shown: false, mayRegister: false },
  },
  {
    case: "the identity banner is requested only once the user is habilité: habilité, the banner not answered yet",
    answers: { rights: [], habilitations: [item("HA")] },
    expected: { ...HABILITE_FC, identity: null },
  },
  {
    case: "the identity banner is requested only once the user is habilité: habilité, the banner failed",
    answers: { ...answersOf([item("HA")]), identity: FAILED },
    expected: { ...HABILITE_FC, identity: null },
  },
  {
    case: "the identity banner is requested only once the user is habilité: habilité, a banner its schema refuses",
    answers: { ...answersOf([item("HA")]), identity: { nom: "Le Goff" } },
    expected: { ...HABILITE_FC, identity: null },
  },
  {
    case: "not habilitated: both providers are enabled, nothing having answered yet",
    answers: {},
    expected: NOTHING_KNOWN,
  },
  {
    case: "not habilitated: both providers are enabled, the habilitations failed",
    answers: { rights: FAILED, habilitations: FAILED },
    expected: { ...NOTHING_KNOWN, settled: true, mayRegister: true },
  },
  {
    case: "on any 401 response the user is logged out: the rights answered 401",
    answers: { rights: SIGNED_OUT },
    expected: { ...NOTHING_KNOWN, signedOut: true, mayRegister: true },
  },
  {
    case: "on any 401 response the user is logged out: the habilitations answered 401 (a visitor)",
    answers: { rights: SIGNED_OUT, habilitations: SIGNED_OUT },
    expected: { ...NOTHING_KNOWN, settled: true, signedOut: true, mayRegister: true },
  },
  {
    case: "on any 401 response the user is logged out: the habilitations alone answered 401",
    answers: { rights: [], habilitations: SIGNED_OUT },
    expected: { ...RIGHTS_ONLY, settled: true, signedOut: true },
  },
  {
    case: "(2.4) when authenticated, the agent sign-in's Continuer shows: the rights alone answered readably",
    answers: { rights: [], habilitations: FAILED },
    expected: { ...RIGHTS_ONLY, settled: true },
  },
];

/** Spec point 6, sentence by sentence. */
const SPEC_6: readonly Row[] = [
  {
    case: "agent: identified by the right EAGENT_ADMIN_EMARIN_GEST, which allows the banner and switching seafarer",
    answers: { rights: [right(AGENT_RIGHT)] },
    expected: { ...RIGHTS_ONLY, agent: true },
  },
  {
    case: "agent access to the agent sign-in is tied to the right EAGENT_ADMIN_EPARTE_APPLI: that right alone, not an agent",
    answers: { rights: [right(AGENT_SIGN_IN_RIGHT)] },
    expected: { ...RIGHTS_ONLY, agentSignInRight: true },
  },
  {
    case: "both readings are given: both rights among others, an agent who has the agent sign-in right",
    answers: answersOf([item("HA", "CER")], [right("EMARIN_CONSULTATION"), right(AGENT_SIGN_IN_RIGHT), right(AGENT_RIGHT)]),
    expected: { ...HABILITE_FC, provider: "CER", agent: true, agentSignInRight: true },
  },
  {
    case: "access is granted if a right's libelleCerbere equals the label: another letter case is not granted",
    answers: { rights: [right(AGENT_RIGHT.toLowerCase())] },
    expected: RIGHTS_ONLY,
  },
  {
    case: "access is granted if a right's libelleCerbere equals the label: a label that only contains it is not granted",
    answers: { rights: [right(`${AGENT_RIGHT}_LECTURE`), right(` ${AGENT_RIGHT}`)] },
    expected: RIGHTS_ONLY,
  },
  {
    case: "access is granted from the user's list of rights: without a rights answer to read, no agent",
    answers: answersOf([item("HA")], FAILED),
    expected: { ...HABILITE_FC, shown: false },
  },
  {
    case: "habilité seafarer: sees the full menu and the identity banner, with a seafarer's rights and no agent's",
    answers: answersOf([item("HA")], [right("EMARIN_CONSULTATION"), right("EMARIN_DEMANDES")]),
    expected: HABILITE_FC,
  },
  {
    case: "an agent connected without habilitation: signed in, an agent, not habilité",
    answers: answersOf([], [right(AGENT_RIGHT)]),
    expected: { ...SANS_HABILITATION, agent: true },
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
    answers: { rights: FAILED, habilitations: FAILED, identity: FAILED },
    expected: { ...NOTHING_KNOWN, settled: true, mayRegister: true },
  },
  {
    case: "an identity banner without a habilitation to show it for: nobody named",
    answers: { identity: IDENTITY },
    expected: NOTHING_KNOWN,
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

interface HeaderRow {
  readonly case: string;
  readonly answers: SessionAnswers;
  readonly pathname: string;
  /** The header's account link. */
  readonly account: AccountLink | null;
  /** The whole menu. */
  readonly menu: boolean;
}

const LOGOUT: AccountLink = { kind: "logout" };
const VISITOR = { rights: SIGNED_OUT, habilitations: SIGNED_OUT };

const HEADER: readonly HeaderRow[] = [
  {
    case: "(4) a non-habilité user on the login pages sees a login link: blocked, on /es/login-agent, in the page's language",
    answers: BL,
    pathname: "/es/login-agent",
    account: { kind: "login", href: "/es/login" },
    menu: false,
  },
  {
    case: "(4) a non-habilité user on the login pages sees a login link: a visitor (401) on /loginAyantDroit",
    answers: VISITOR,
    pathname: "/loginAyantDroit",
    account: { kind: "login", href: "/login" },
    menu: false,
  },
  {
    case: "(4) a non-habilité user on the login pages sees a login link: the first item missing, on /en/login",
    answers: ABSENT,
    pathname: "/en/login",
    account: { kind: "login", href: "/en/login" },
    menu: false,
  },
  {
    case: "(4) a non-habilité user on the login pages sees a login link: not before the view is final",
    answers: { habilitations: SIGNED_OUT },
    pathname: "/login",
    account: null,
    menu: false,
  },
  {
    case: "(4) a non-habilité user elsewhere, signed in (blocked), gets a logout",
    answers: BL,
    pathname: "/fr/mes-infos",
    account: LOGOUT,
    menu: false,
  },
  {
    case: "(4, 6) a user connected without habilitation sees a logout link: on /loginAyantDroit",
    answers: EMPTY,
    pathname: "/loginAyantDroit",
    account: LOGOUT,
    menu: false,
  },
  {
    case: "(4, 6) a user connected without habilitation sees a logout link: on /plan-site",
    answers: EMPTY,
    pathname: "/plan-site",
    account: LOGOUT,
    menu: false,
  },
  {
    case: "(4, 6) a user connected without habilitation sees a logout link: before the rights have answered",
    answers: { habilitations: [] },
    pathname: "/fr/inscription",
    account: LOGOUT,
    menu: false,
  },
  {
    case: "(6) habilité seafarer: sees the full menu, and a logout even on the sign-in pages",
    answers: HA,
    pathname: "/login",
    account: LOGOUT,
    menu: true,
  },
  {
    case: "(6) habilité seafarer: sees the full menu on /fr/plan-site",
    answers: HA,
    pathname: "/fr/plan-site",
    account: LOGOUT,
    menu: true,
  },
  {
    case: "(6) a user not habilité has no full menu, even on a seafarer's page",
    answers: BL,
    pathname: "/univers-marin/pmr/accueil-pmr",
    account: LOGOUT,
    menu: false,
  },
  { case: "a visitor elsewhere: no account link, no menu", answers: VISITOR, pathname: "/fr/plan-site", account: null, menu: false },
  { case: "the first item missing, elsewhere: no account link", answers: ABSENT, pathname: "/fr/plan-site", account: null, menu: false },
  {
    case: "before the view is final (and in the export), the menu is there on /fr/mes-infos, where only a habilité seafarer stays",
    answers: {},
    pathname: "/fr/mes-infos",
    account: null,
    menu: true,
  },
  {
    case: "before the view is final, the menu is there on univers-marin's pages, in any letter case",
    answers: { rights: [] },
    pathname: "/EN/Univers-Marin/PMR/Mes-Titres",
    account: null,
    menu: true,
  },
  {
    case: "before the view is final, the menu is there on the agents' seafarer search (univers-marin's)",
    answers: {},
    pathname: "/univers-marin/agent/rechercher-marin",
    account: null,
    menu: true,
  },
  { case: "before the view is final, no menu on /fr/plan-site", answers: {}, pathname: "/fr/plan-site", account: null, menu: false },
  { case: "before the view is final, no menu on /login", answers: {}, pathname: "/login", account: null, menu: false },
];

describe("the session's judgement of the header on a page (spec points 4 and 6: the account link, the whole menu)", () => {
  it.each(HEADER)("$case", ({ answers, pathname, account, menu }) => {
    const judgement = judgeSession(answers);
    expect(judgement.accountLinkOn(pathname)).toEqual(account);
    expect(judgement.menuOn(pathname)).toBe(menu);
  });

  it.each(ROUTE_IDS)("before the view is final, the menu is there on %s if only a habilité seafarer stays there", (id) => {
    const { path, access } = ROUTES[id];
    const menu = judgeSession({}).menuOn(`/en${fillPattern(path, { errorCode: "404" })}`);
    if (access === "seafarer") expect(menu).toBe(true);
    if (access === "sign-in" || access === "public") expect(menu).toBe(false);
  });
});

describe("the session's judgement of who a page shows", () => {
  it("is the same for the same answers, another for another person, and nothing before both have answered readably", () => {
    const shown = (answers: SessionAnswers) => judgeSession(answers).shown;
    expect(shown(HA)).toBe(shown(structuredClone(HA)));
    expect(shown(HA)).not.toBe(shown({ ...HA, habilitations: [item("HA", "CER")] }));
    expect(shown(HA)).not.toBe(shown({ ...HA, rights: [right(AGENT_RIGHT)] }));
    expect(shown(HA)).not.toBe(shown(BL));
    expect(shown(HA)).toBe(shown({ ...HA, identity: IDENTITY }));
    expect(shown(HA)).toMatch(/^[0-9a-z]{1,12}$/);
    expect(shown({ habilitations: HA.habilitations })).toBeNull();
    expect(shown({ rights: HA.rights, habilitations: SIGNED_OUT })).toBeNull();
  });
});
