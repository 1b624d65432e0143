// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorPageModel } from "./ErrorPageModel";

function renderAt(path: string, code: number) {
  const rootRoute = createRootRoute();
  const page = createRoute({ getParentRoute: () => rootRoute, path: "/{-$lang}/$", component: () => <ErrorPageModel code={code} /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("ErrorPageModel", () => {
  it("shows the texts of spec point 8 for the code: title, 'Erreur <code>', lead and advice", async () => {
    renderAt("/fr/nulle-part", 404);
    expect(await screen.findByRole("heading", { level: 1, name: "Page non trouvée" })).toBeInTheDocument();
    expect(screen.getByText("Erreur 404")).toBeInTheDocument();
    expect(screen.getByText("Nous n'arrivons pas à trouver la page que vous cherchiez")).toHaveClass("fr-text--lead");
    expect(screen.getByText(/vérifiez qu'elle est correcte/)).toBeInTheDocument();
  });

  it("a code of a family borrows its kind's texts and keeps its own number", async () => {
    renderAt("/fr/error/502", 502);
    expect(await screen.findByRole("heading", { level: 1, name: "Erreur inattendue" })).toBeInTheDocument();
    expect(screen.getByText("Erreur 502")).toBeInTheDocument();
  });

  it("400 has no lead paragraph", async () => {
    const { container } = renderAt("/fr/error/400", 400);
    expect(await screen.findByRole("heading", { level: 1, name: "Mauvaise requête" })).toBeInTheDocument();
    expect(container.querySelector(".fr-text--lead")).toBeNull();
  });

  it.each([
    ["/en/nowhere", "/en/univers-marin/pmr/accueil-pmr"],
    ["/nowhere", "/univers-marin/pmr/accueil-pmr"],
    ["/evil.example/nowhere", "/univers-marin/pmr/accueil-pmr"],
  ])("at %s its home button leads to %s", async (path, home) => {
    renderAt(path, 404);
    expect(await screen.findByRole("link", { name: "Page d'accueil" })).toHaveAttribute("href", home);
  });
});
