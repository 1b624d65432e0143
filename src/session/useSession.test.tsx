// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiClientContext } from "../api/api-client-context";
import { createBrowserApiClient } from "../api/client";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT } from "./rights";
import { ApiError } from "../api/errors";
import { habilitationsQueryOptions } from "../api/habilitations";
import { mesDroitsQueryOptions } from "../api/mes-droits";
import { sessionError, useSession } from "./useSession";
import { bandeauIdentiteQueryOptions } from "../api/bandeau-identite";

// Every call goes through window.fetch, which each test stands in for.
const api = createBrowserApiClient();
const urlOf = (input: RequestInfo | URL): string => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

const habilitation = (status: string, provider: "FC" | "CER") => [
  { idInterne: "1", typeStatutHabilitation: { code: status }, typeFournisseur: { code: provider } },
];
const IDENTITE = { prenom: "Yann", nom: "Le Goff", identifiant: "12345678" };

/** `unanswered`: the status of the calls answers leaves out. */
function renderSession(answers: Record<string, unknown>, unanswered = 404) {
  const fetchMock = vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const path = urlOf(input);
    return path in answers ? new Response(JSON.stringify(answers[path])) : new Response("{}", { status: unanswered });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext value={api}>{children}</ApiClientContext>
    </QueryClientProvider>
  );
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
    expect(result.current).toMatchObject({ provider: "FC", habilitated: true, agent: false, settled: true });
    expect(calledPaths().sort()).toEqual(["/api/bandeau-identite/UNIVERS_MARIN", "/api/habilitations", "/api/mes-droits"]);
  });

  it("a blocked seafarer: no provider in use, no full menu, and the identity banner is never requested", async () => {
    const { result, calledPaths } = renderSession({
      "/api/mes-droits": [],
      "/api/habilitations": habilitation("BL", "CER"),
      "/api/bandeau-identite/UNIVERS_MARIN": IDENTITE,
    });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toMatchObject({ provider: null, habilitated: false, identity: null });
    expect(calledPaths()).not.toContain("/api/bandeau-identite/UNIVERS_MARIN");
  });

  it("an empty habilitations list: connected without habilitation", async () => {
    const { result } = renderSession({ "/api/mes-droits": [], "/api/habilitations": [] });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toMatchObject({ connectedWithoutHabilitation: true, provider: null, habilitated: false });
  });

  it("an agent has both agent readings", async () => {
    const { result } = renderSession({
      "/api/mes-droits": [{ libelleCerbere: AGENT_RIGHT }, { libelleCerbere: AGENT_SIGN_IN_RIGHT }],
      "/api/habilitations": habilitation("HA", "CER"),
      "/api/bandeau-identite/UNIVERS_MARIN": IDENTITE,
    });
    await waitFor(() => expect(result.current.agent).toBe(true));
    expect(result.current.agentSignInRight).toBe(true);
  });

  it("a visitor on /login (401 on both calls): the view is final, nobody signed in, a login link and no alert", async () => {
    // On a sign-in page, a 401 logs nobody out (spec point 4).
    window.history.replaceState(null, "", "/login");
    const { result } = renderSession({}, 401);
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current).toMatchObject({ signedIn: false, signedOut: true, authenticated: false, error: null });
    expect(result.current.accountLinkOn("/login")).toEqual({ kind: "login", href: "/login" });
    window.history.replaceState(null, "", "/");
  });

  it("a failed call is exposed as a typed error, not thrown", async () => {
    const { result } = renderSession({ "/api/mes-droits": "pas une liste", "/api/habilitations": [] });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: "parse" }));
  });
});

/** The portal's defaults for failed calls (src/app/query-client.ts, out of this layer's reach). */
const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false } } });

describe("useSession on a page hydrated after a failed startup", () => {
  it("does not send the failed calls again: a backend that is down is not asked twice per page", async () => {
    const fetchMock = vi.spyOn(window, "fetch").mockImplementation(async () => new Response("<html>502</html>", { status: 502 }));
    const queryClient = createQueryClient();
    // What the boot's startup (src/boot/boot-app.tsx) does before the page hydrates.
    await Promise.allSettled([queryClient.query(mesDroitsQueryOptions(api)), queryClient.query(habilitationsQueryOptions(api))]);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const container = document.createElement("div");
    document.body.appendChild(container);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={api}>{children}</ApiClientContext>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper, container, hydrate: true });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: "http", status: 502 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("nor the identity banner that failed once habilité", async () => {
    const fetchMock = vi
      .spyOn(window, "fetch")
      .mockImplementation(async (input) =>
        urlOf(input) === "/api/habilitations"
          ? new Response(JSON.stringify(habilitation("HA", "FC")))
          : new Response("[]", { status: 504 }),
      );
    const queryClient = createQueryClient();
    await Promise.allSettled([queryClient.query(mesDroitsQueryOptions(api)), queryClient.query(habilitationsQueryOptions(api))]);
    await queryClient.query(bandeauIdentiteQueryOptions(api, true)).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const container = document.createElement("div");
    document.body.appendChild(container);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={api}>{children}</ApiClientContext>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper, container, hydrate: true });
    await waitFor(() => expect(result.current.habilitated).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.error).toMatchObject({ status: 504 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
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
