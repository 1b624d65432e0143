// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIMEOUT_MS } from "../../api/http-client";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../api/session-paths";
import type { PortalConfig } from "../../config/schema";
import type { LoadedCatalogs } from "../../i18n/catalogs";
import { type SingleSpaHostModule, createUniversMarinHost } from "./host";
import { UNIVERS_MARIN_START, activateOnUniversMarinPages, startBeforeApp, startUniversMarin } from "./start";
import { pathnameEvents } from "./router-events.test-support";

function fakeHost() {
  const startSingleSpaHost = vi.fn<SingleSpaHostModule["startSingleSpaHost"]>(() => ({ reload: async () => undefined }));
  const host = createUniversMarinHost({
    loadSingleSpaHost: async () => ({ startSingleSpaHost }),
    loadOverrides: async () => ({ imports: {} }),
    now: Date.now,
    wait: async () => undefined,
  });
  return { host, startSingleSpaHost };
}

function exportedFrame(): HTMLElement {
  const element = document.createElement("div");
  element.id = "univers-marin";
  document.body.append(element);
  return element;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("starting univers-marin before the app", () => {
  afterEach(() => document.body.replaceChildren());

  it("on a /univers-marin page: the exported element is the mount element, and loading starts", async () => {
    const element = exportedFrame();
    const fake = fakeHost();
    const host = fake.host;
    expect(startBeforeApp({ pathname: "/en/univers-marin/pmr/mes-titres" }, document, host)).toBe(true);
    expect(host.status.get()).toMatchObject({ kind: "loading" });
    expect(await host.frame.element()).toBe(element);
    await tick();
    expect(fake.startSingleSpaHost).not.toHaveBeenCalled();
  });

  it("starts nothing on a shell page, nor on a page with no exported mount element (npm start)", () => {
    const fake = fakeHost();
    expect(startBeforeApp({ pathname: "/univers-marin/demandes" }, document, fake.host)).toBe(false);
    exportedFrame();
    expect(startBeforeApp({ pathname: "/fr/mes-infos" }, document, fake.host)).toBe(false);
    expect(fake.host.status.get()).toMatchObject({ kind: "idle" });
  });
});

describe("activating univers-marin from the app", () => {
  it("on a univers-marin page, activates the host at once, before any frame is rendered", () => {
    const host = { activate: vi.fn() };
    activateOnUniversMarinPages(host, "/fr/univers-marin/pmr/accueil-pmr", pathnameEvents().subscribe);
    expect(host.activate).toHaveBeenCalledOnce();
  });

  it("on a shell page, activates nothing until the router is about to load a univers-marin page", () => {
    const host = { activate: vi.fn() };
    const router = pathnameEvents();
    activateOnUniversMarinPages(host, "/fr/login", router.subscribe);
    router.fire("/fr/plan-site");
    expect(host.activate).not.toHaveBeenCalled();
    router.fire("/es/univers-marin/demandes");
    expect(host.activate).toHaveBeenCalledOnce();
  });
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const PORTAL = "https://portail.example.fr";
const MODULE_URL = "https://um.example.fr/main.js";
const CONFIG: PortalConfig = { IMPORT_MAP: { imports: { "univers-marin": MODULE_URL } } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const HABILITE: Record<string, () => Response> = {
  [MES_DROITS_PATH]: () => json([{ libelleCerbere: "EMARIN" }]),
  [HABILITATIONS_PATH]: () => json([{ idInterne: 7, typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "FC" } }]),
};
const SIGNED_OUT: Record<string, () => Response> = { [MES_DROITS_PATH]: () => json({}, 401), [HABILITATIONS_PATH]: () => json({}, 401) };

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => link.href);

/** univers-marin's start on `pathname`, env.js and the label files settled when the test says, each step logged. */
function started(pathname: string, answers: Record<string, () => Response>) {
  const log: string[] = [];
  const configured = deferred<PortalConfig>();
  const labelFiles = deferred<LoadedCatalogs>();
  const fake = fakeHost();
  fake.startSingleSpaHost.mockImplementation(() => {
    log.push("registered, single-spa started");
    return { reload: async () => undefined };
  });
  const start = startUniversMarin(
    {
      location: { pathname, origin: PORTAL },
      doc: document,
      configured: configured.promise,
      labelFiles: labelFiles.promise,
      exportedHere: true,
    },
    {
      host: () => fake.host,
      fetch: async (path) => {
        log.push(`asked ${path}`);
        return answers[path]?.() ?? json({}, 404);
      },
    },
  );
  return { log, start, fake, configured, labelFiles };
}

describe("univers-marin's start, in order", () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it("before the app: the session's answers asked at once, main.js once env.js has run, registration once the label files and the answers allow it, painted once mounted", async () => {
    exportedFrame();
    const { log, start, configured, labelFiles } = started("/univers-marin/demandes", HABILITE);
    expect(start.beforeApp).toBe(true);
    expect(log).toEqual([`asked ${MES_DROITS_PATH}`, `asked ${HABILITATIONS_PATH}`]);
    expect(start.host.status.get()).toMatchObject({ kind: "loading" });
    expect(preloads()).toEqual([]);

    configured.resolve(CONFIG);
    await tick();
    expect(preloads()).toEqual([MODULE_URL]);
    expect(log).not.toContain("registered, single-spa started");

    labelFiles.resolve({ messages: {}, complete: true });
    await vi.waitFor(() => expect(log.at(-1)).toBe("registered, single-spa started"));

    const painted = vi.fn();
    start.modulePaint.whenPainted(painted);
    expect(painted).not.toHaveBeenCalled();
    start.host.status.set({ kind: "mounted" });
    await vi.waitFor(() => expect(painted).toHaveBeenCalledOnce());
  });

  it("answers that do not allow it leave registration to the app's session, which waits for env.js too", async () => {
    exportedFrame();
    const { log, start, configured, labelFiles } = started("/univers-marin/demandes", SIGNED_OUT);
    labelFiles.resolve({ messages: {}, complete: true });
    start.registerWithShell({ navigate: vi.fn() });
    await tick();
    expect(log).not.toContain("registered, single-spa started");

    configured.resolve(CONFIG);
    await vi.waitFor(() => expect(log.at(-1)).toBe("registered, single-spa started"));
    expect(log.filter((step) => step.startsWith("registered"))).toHaveLength(1);
  });

  it("on a shell page: nothing asked nor started, the paint gate open; the router's first /univers-marin page activates it", async () => {
    exportedFrame();
    const { log, start, configured } = started("/fr/login", HABILITE);
    configured.resolve(CONFIG);
    await tick();
    expect(start.beforeApp).toBe(false);
    expect(log).toEqual([]);
    expect(preloads()).toEqual([]);
    const painted = vi.fn();
    start.modulePaint.whenPainted(painted);
    expect(painted).toHaveBeenCalledOnce();

    const beforeLoad = new Set<(pathname: string) => void>();
    start.followRouter({
      onBeforeLoad: (listener) => {
        beforeLoad.add(listener);
        return () => beforeLoad.delete(listener);
      },
      onResolved: () => () => undefined,
    });
    expect(start.host.status.get()).toMatchObject({ kind: "idle" });
    beforeLoad.forEach((listener) => listener("/fr/univers-marin/pmr/accueil-pmr"));
    expect(start.host.status.get()).toMatchObject({ kind: "loading" });
  });

  it("waits for the session's answers as long as the API client does", () => {
    expect(UNIVERS_MARIN_START.sessionAnswers.capMs).toBe(DEFAULT_TIMEOUT_MS);
  });
});
