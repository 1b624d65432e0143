// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createBrowserApiClient } from "../api/client";
import { bandeauIdentiteKey } from "../api/bandeau-identite";
import { habilitationsKey } from "../api/habilitations";
import { mesDroitsKey } from "../api/mes-droits";
import { type StartupDeps, createSessionStartup } from "./startup";
import { STORAGE_KEYS } from "./storage-keys";

const urlOf = (input: RequestInfo | URL): string => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

const HA = [{ idInterne: "1", typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "FC" } }];

function backend(answers: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = urlOf(input);
    if (!(path in answers)) return new Response("{}", { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200 });
  });
  vi.spyOn(window, "fetch").mockImplementation(fetchMock);
  return fetchMock;
}

function setup(overrides: Partial<StartupDeps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const deps = {
    queryClient,
    api: createBrowserApiClient(),
    storage: window.localStorage,
    pathname: () => "/fr/mes-infos",
    navigate: vi.fn<(url: string) => void>(),
    registerSubApplication: vi.fn<() => void>(),
    ...overrides,
  } satisfies StartupDeps;
  return { ...deps, start: createSessionStartup(deps) };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe("startup (spec point 4)", () => {
  it("loads the rights into the cache and registers the sub-application", async () => {
    backend({ "/api/mes-droits": [{ libelleCerbere: "EMARIN_CONSULTATION" }], "/api/habilitations": HA });
    const { start, queryClient, registerSubApplication } = setup();
    await start();
    expect(queryClient.getQueryData(mesDroitsKey)).toEqual([{ libelleCerbere: "EMARIN_CONSULTATION" }]);
    expect(queryClient.getQueryData(habilitationsKey)).toEqual(HA);
    expect(registerSubApplication).toHaveBeenCalledTimes(1);
  });

  it("loads the identity banner once habilité", async () => {
    const identite = { prenom: "Yann", nom: "Le Goff", identifiant: "12345678" };
    backend({ "/api/mes-droits": [], "/api/habilitations": HA, "/api/bandeau-identite/UNIVERS_MARIN": identite });
    const { start, queryClient } = setup();
    await start();
    await vi.waitFor(() => expect(queryClient.getQueryData(bandeauIdentiteKey)).toEqual(identite));
  });

  it("never requests the identity banner for a user who is not habilité", async () => {
    const blocked = [{ ...HA[0], typeStatutHabilitation: { code: "BL" } }];
    const fetchMock = backend({ "/api/mes-droits": [], "/api/habilitations": blocked, "/api/bandeau-identite/UNIVERS_MARIN": {} });
    await setup().start();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input)).sort()).toEqual(["/api/habilitations", "/api/mes-droits"]);
  });

  it("registers the sub-application exactly once, however often it runs", async () => {
    backend({ "/api/mes-droits": [], "/api/habilitations": HA });
    const { start, registerSubApplication } = setup();
    await Promise.all([start(), start()]);
    await start();
    expect(registerSubApplication).toHaveBeenCalledTimes(1);
  });

  it("an empty rights list is kept as an empty list, not a crash", async () => {
    backend({ "/api/mes-droits": [], "/api/habilitations": HA });
    const { start, queryClient } = setup();
    await expect(start()).resolves.toBeUndefined();
    expect(queryClient.getQueryData(mesDroitsKey)).toEqual([]);
  });

  it("still registers the sub-application when the rights cannot be read", async () => {
    backend({ "/api/mes-droits": { pas: "une liste" }, "/api/habilitations": HA });
    const { start, registerSubApplication } = setup();
    await start();
    expect(registerSubApplication).toHaveBeenCalledTimes(1);
  });

  it("an empty habilitations list sets the no-habilitation flag, and keeps the user on a page of theirs", async () => {
    backend({ "/api/mes-droits": [], "/api/habilitations": [] });
    const { start, navigate } = setup({ pathname: () => "/fr/inscription" });
    await start();
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBe("true");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("an empty habilitations list on a habilité seafarer's page flags the user and sends them to /login", async () => {
    backend({ "/api/mes-droits": [], "/api/habilitations": [] });
    const { start, navigate } = setup({ pathname: () => "/en/univers-marin/pmr/accueil-pmr" });
    await start();
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBe("true");
    expect(navigate).toHaveBeenCalledWith("/en/login");
  });

  it("a first item clears a stale flag", async () => {
    window.localStorage.setItem(STORAGE_KEYS.connectedWithoutHabilitation, "true");
    backend({ "/api/mes-droits": [], "/api/habilitations": HA });
    await setup().start();
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBeNull();
  });

  it.each([
    ["/en/mes-infos", "/en/login"],
    ["/inscription", "/login"],
  ])("a missing first item on %s sends the user to %s", async (pathname, target) => {
    backend({ "/api/mes-droits": [], "/api/habilitations": null });
    const { start, navigate } = setup({ pathname: () => pathname });
    await start();
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it("run again (the session alert's retry), it sends only the calls that failed and applies their answers", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("<html>502</html>", { status: 502 }));
    vi.spyOn(window, "fetch").mockImplementation(fetchMock);
    const { start, queryClient, registerSubApplication } = setup();
    await start();
    expect(queryClient.getQueryState(habilitationsKey)?.status).toBe("error");

    // Back, answering an empty rights list and an empty habilitations list.
    fetchMock.mockImplementation(async () => new Response("[]", { status: 200 }));
    await start();
    expect(queryClient.getQueryData(mesDroitsKey)).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBe("true");
    expect(fetchMock).toHaveBeenCalledTimes(4);

    await start();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(registerSubApplication).toHaveBeenCalledTimes(1);
  });

  it("takes the answers the page's entry already asked for into the cache, once: a retry asks the network", async () => {
    const fetchMock = backend({ "/api/mes-droits": [], "/api/habilitations": HA, "/api/bandeau-identite": {} });
    const early: Record<string, Promise<Response> | undefined> = {
      "/api/mes-droits": Promise.resolve(new Response('[{"libelleCerbere":"EARLY"}]')),
      "/api/habilitations": Promise.resolve(new Response("{}", { status: 502 })),
    };
    const takeEarly = (path: string) => {
      const answer = early[path];
      early[path] = undefined;
      return answer;
    };
    const { start, queryClient } = setup({ takeEarly });
    await start();
    expect(queryClient.getQueryData(mesDroitsKey)).toEqual([{ libelleCerbere: "EARLY" }]);
    expect(queryClient.getQueryState(habilitationsKey)?.status).toBe("error");
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual([]);

    await start();
    expect(queryClient.getQueryData(habilitationsKey)).toEqual(HA);
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toContain("/api/habilitations");
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).not.toContain("/api/mes-droits");
  });

  it("a missing first item on a login page does not loop", async () => {
    backend({ "/api/mes-droits": [], "/api/habilitations": null });
    const { start, navigate } = setup({ pathname: () => "/es/login" });
    await start();
    expect(navigate).not.toHaveBeenCalled();
  });
});
