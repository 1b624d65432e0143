// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { type ReactNode, Suspense, use, useState } from "react";
import { describe, expect, it } from "vitest";
import { MENU_ID } from "./header/main-menu";
import { MenuPresenceContext, createMenuPresence, useMenuPresenceSignal } from "./header/menu-presence";
import { SiteSkipLinks } from "./SiteSkipLinks";

const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });

/** What RootLayout provides: one presence for the skip links and the menu of one frame. */
function Layout({ children }: { readonly children: ReactNode }) {
  const [presence] = useState(createMenuPresence);
  return (
    <I18nProvider i18n={i18n}>
      <MenuPresenceContext value={presence}>{children}</MenuPresenceContext>
    </I18nProvider>
  );
}

/** The main menu as far as the skip links care: a nav#menu that signals its coming and going. */
function Menu() {
  useMenuPresenceSignal();
  return <nav id={MENU_ID} />;
}

/** The frame as the layout renders it: the menu's code arrives on its own, like a deferred part's chunk. */
function DeferredMenu({ code }: { readonly code: Promise<void> }) {
  use(code);
  return <Menu />;
}

function Frame({ withMenu, menuCode }: { readonly withMenu: boolean; readonly menuCode: Promise<void> }) {
  return (
    <Layout>
      <SiteSkipLinks withMenu={withMenu} />
      <Suspense fallback={null}>{withMenu ? <DeferredMenu code={menuCode} /> : null}</Suspense>
    </Layout>
  );
}

const skipLinks = () => screen.getAllByRole("link").map((link) => link.textContent);

describe("SiteSkipLinks", () => {
  it("offers 'Menu' only once the menu is in the document: not while its code is on its way", async () => {
    let arrive = () => {};
    const menuCode = new Promise<void>((resolve) => (arrive = resolve));
    const { rerender } = render(<Frame withMenu={false} menuCode={menuCode} />);
    expect(skipLinks()).toEqual(["Contenu", "Pied de page"]);

    // The menu suspends: React would have its retry wait for an act that is awaited.
    await act(async () => rerender(<Frame withMenu menuCode={menuCode} />));
    expect(skipLinks()).toEqual(["Contenu", "Pied de page"]);

    await act(async () => arrive());
    expect(skipLinks()).toEqual(["Contenu", "Menu", "Pied de page"]);

    rerender(<Frame withMenu={false} menuCode={menuCode} />);
    expect(skipLinks()).toEqual(["Contenu", "Pied de page"]);
  });

  it("keeps 'Menu' through hydration while the menu's code is on its way and its exported HTML stands in", async () => {
    const never = new Promise<never>(() => {});
    function MenuOnItsWay(): never {
      return use(never);
    }
    const page = (menu: ReactNode) => (
      <Layout>
        <SiteSkipLinks withMenu />
        <Suspense fallback={null}>{menu}</Suspense>
      </Layout>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(page(<Menu />));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(<MenuOnItsWay />), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector(`nav#${MENU_ID}`)).not.toBeNull();
    expect(Array.from(container.querySelectorAll(".fr-skiplinks a"), (link) => link.textContent)).toEqual([
      "Contenu",
      "Menu",
      "Pied de page",
    ]);
    container.remove();
  });
});
