// @vitest-environment jsdom
import { setLink } from "@codegouvfr/react-dsfr/link";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Link, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClientContext } from "../../api/api-client-context";
import { createBrowserApiClient } from "../../api/client";
import { habilitationsKey } from "../../api/habilitations";
import { mesDroitsKey } from "../../api/mes-droits";
import { AgentBanner } from "./AgentBanner";

function Page() {
  return (
    <>
      <h1>Mon compte</h1>
      <AgentBanner />
    </>
  );
}

function renderBanner(libelles: string[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    mesDroitsKey,
    libelles.map((libelleCerbere) => ({ libelleCerbere })),
  );
  queryClient.setQueryData(habilitationsKey, []);
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: "/{-$lang}/mes-infos", component: Page });
  const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history: createMemoryHistory({ initialEntries: [path] }) });
  const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={createBrowserApiClient()}>
          <RouterProvider router={router} />
        </ApiClientContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("AgentBanner", () => {
  // What the app registers at start: react-dsfr renders the router's Link.
  beforeAll(() => setLink({ Link }));

  it.each([
    ["/en/mes-infos", "/en/univers-marin/agent/rechercher-marin"],
    ["/mes-infos", "/univers-marin/agent/rechercher-marin"],
    ["/evil.example/mes-infos", "/univers-marin/agent/rechercher-marin"],
  ])("on %s an agent sees 'Voir version marin' and 'Changer de marin' to %s", async (path, target) => {
    renderBanner(["EAGENT_ADMIN_EMARIN_GEST"], path);
    expect(await screen.findByText("Voir version marin")).toBeInTheDocument();
    expect(screen.getByText(/Connecté en tant qu'agent/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Changer de marin" })).toHaveAttribute("href", target);
  });

  it("anyone else sees nothing", async () => {
    renderBanner(["EAGENT_ADMIN_EPARTE_APPLI", "EMARIN_CONSULTATION"], "/fr/mes-infos");
    expect(await screen.findByRole("heading", { name: "Mon compte" })).toBeInTheDocument();
    expect(screen.queryByText("Voir version marin")).not.toBeInTheDocument();
  });
});
