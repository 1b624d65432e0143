import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT } from "./rights";
import { ApiError } from "../api/errors";
import { habilitationsQueryOptions } from "../api/habilitations";
import { mesDroitsQueryOptions } from "../api/mes-droits";
import { sessionError, useSession } from "./useSession";

const urlOf = (input: RequestInfo | URL): string => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

const habilitation = (status: string, provider: "FC" | "CER") => [
  { idInterne: "1", typeStatutHabilitation: { code: status }, typeFournisseur: { code: provider } },
];
const IDENTITE = { prenom: "Yann", nom: "Le Goff", identifiant: "12345678" };

function renderSession(answers: Record<string, unknown>) {
  const fetchMock = vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const path = urlOf(input);
    return path in answers ? new Response(JSON.stringify(answers[path])) : new Response("{}", { status: 404 });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const rendered = renderHook(() => useSession(), { wrapper });
  const calledPaths = () => fetchMock.mock.calls.map(([input]) => urlOf(input));
  return { ...rendered, calledPaths };
}

describe("useSession", () => {
  it("a habilité seafarer through FC: provider, full menu and the identity banner", async () => {
    const { result, calledPaths } = renderSession({
      "/api/mes-droits": [{ libelleCerbere: "EMARIN_CONSULTATION" }],
      "/api/habilitations": habilitation("HA", "FC"),
      "/api/bandeau-identite/UNIVERS_MARIN": IDENTITE,
    });
    await waitFor(() => expect(result.current.identity).toEqual(IDENTITE));
    expect(result.current).toMatchObject({ provider: "FC", isHabilite: true, fullMenu: true, isAgent: false, settled: true });
    expect(result.current.hasRight("EMARIN_CONSULTATION")).toBe(true);
    expect(calledPaths().sort()).toEqual(["/api/bandeau-identite/UNIVERS_MARIN", "/api/habilitations", "/api/mes-droits"]);
  });

  it("a blocked seafarer: provider known, no full menu, and the identity banner is never requested", async () => {
    const { result, calledPaths } = renderSession({
      "/api/mes-droits": [],
      "/api/habilitations": habilitation("BL", "CER"),
      "/api/bandeau-identite/UNIVERS_MARIN": IDENTITE,
    });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toMatchObject({ provider: "CER", isHabilite: false, fullMenu: false, identity: null, noRights: true });
    expect(calledPaths()).not.toContain("/api/bandeau-identite/UNIVERS_MARIN");
  });

  it("an empty habilitations list: connected without habilitation", async () => {
    const { result } = renderSession({ "/api/mes-droits": [], "/api/habilitations": [] });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toMatchObject({ connectedWithoutHabilitation: true, provider: null, isHabilite: false });
  });

  it("an agent has both agent readings", async () => {
    const { result } = renderSession({
      "/api/mes-droits": [{ libelleCerbere: AGENT_RIGHT }, { libelleCerbere: AGENT_SIGN_IN_RIGHT }],
      "/api/habilitations": habilitation("HA", "CER"),
      "/api/bandeau-identite/UNIVERS_MARIN": IDENTITE,
    });
    await waitFor(() => expect(result.current.isAgent).toBe(true));
    expect(result.current.hasAgentSignInRight).toBe(true);
  });

  it("a failed call is exposed as a typed error, not thrown", async () => {
    const { result } = renderSession({ "/api/mes-droits": "pas une liste", "/api/habilitations": [] });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: "parse" }));
  });

  it("a call that failed at startup is not sent again when the screens start reading it", async () => {
    const fetchMock = vi.spyOn(window, "fetch").mockImplementation(async () => new Response("{}", { status: 403 }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
    await queryClient.query(mesDroitsQueryOptions()).catch(() => undefined);
    await queryClient.query(habilitationsQueryOptions()).catch(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    // Hydrated, as the exported pages are: the queries start once hydration is over.
    const { result } = renderHook(() => useSession(), { wrapper, hydrate: true });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input)).sort()).toEqual(["/api/habilitations", "/api/mes-droits"]);
  });
});

describe("sessionError", () => {
  it("keeps the first real failure and ignores the 401 of a visitor who is not signed in", () => {
    const unauthorised = new ApiError("http", "/api/mes-droits", { status: 401 });
    const timeout = new ApiError("timeout", "/api/habilitations");
    expect(sessionError([unauthorised, null, null])).toBeNull();
    expect(sessionError([unauthorised, timeout, null])).toBe(timeout);
    expect(sessionError([null, null, null])).toBeNull();
  });
});
