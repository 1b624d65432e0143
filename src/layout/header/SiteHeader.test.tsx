// @vitest-environment jsdom
import { setLink } from "@codegouvfr/react-dsfr/link";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Link, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { createContext, useContext } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccountLink } from "./session-items";
import { type HeaderUser, SiteHeader } from "./SiteHeader";

interface Session {
  readonly user?: HeaderUser;
  readonly account?: AccountLink;
}

// What the session hands the layout, changed between renders as its answer arrives.
const SessionContext = createContext<Session>({});

function Page() {
  const { user, account } = useContext(SessionContext);
  return <SiteHeader showMenu={false} user={user} account={account} />;
}

function renderHeader() {
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: "/{-$lang}/login", component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ["/fr/login"] }),
  });
  const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
  const tree = (session: Session) => (
    <I18nProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </I18nProvider>
  );
  const { rerender } = render(tree({}));
  return { update: (session: Session) => rerender(tree(session)) };
}

const languageButton = () => screen.getAllByTitle("Sélectionner une langue")[0];

describe("SiteHeader's quick access", () => {
  beforeAll(() => {
    window.__PORTAL_ENV__ = {};
    setLink({ Link });
  });

  it("keeps the language selector, and a keyboard user's focus on it, when the session adds its items", async () => {
    const { update } = renderHeader();
    await screen.findAllByTitle("Sélectionner une langue");
    const button = languageButton();
    const menuId = button?.getAttribute("aria-controls");
    button?.focus();

    update({ account: { kind: "login", href: "/fr/login" } });
    expect(await screen.findAllByRole("link", { name: "Se connecter" })).not.toHaveLength(0);
    update({ user: { prenom: "Marie", nom: "CURIE", identifiant: "12345678" }, account: { kind: "logout" } });
    expect(await screen.findAllByText(/Marie CURIE/)).not.toHaveLength(0);

    expect(languageButton()).toBe(button);
    expect(languageButton()).toHaveAttribute("aria-controls", menuId);
    expect(document.activeElement).toBe(button);
  });
});
