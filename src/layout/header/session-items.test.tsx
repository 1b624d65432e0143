// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import type { MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { LOGOUT_PATH } from "../../route-table/table";
import { type AccountLink, accountItem } from "./session-items";
import { UserIdentity } from "./UserIdentity";

const user = { prenom: "Marie", nom: "CURIE", identifiant: "12345678" };

/** Clicks the item's link and tells whether the click's default was prevented. */
function clickOn(item: ReturnType<typeof accountItem>): boolean {
  const preventDefault = vi.fn();
  const onClick = item?.linkProps?.onClick;
  onClick?.({ preventDefault } as unknown as MouseEvent<HTMLAnchorElement>);
  return preventDefault.mock.calls.length > 0;
}

describe("the header's session items", () => {
  const texts = { logout: "Se déconnecter", login: "Se connecter" };
  const item = (link?: AccountLink) => accountItem(link, texts);

  it("has no account link when the session gives none", () => {
    expect(item(undefined)).toBeNull();
  });

  it("links to the server's logout, or hands it to the session when it has its own", () => {
    const plain = item({ kind: "logout" });
    expect(plain).toMatchObject({ text: "Se déconnecter", linkProps: { href: LOGOUT_PATH } });
    expect(clickOn(plain)).toBe(false);

    const onLogout = vi.fn();
    expect(clickOn(item({ kind: "logout", onLogout }))).toBe(true);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("offers a sign-in link where the session asks for one", () => {
    expect(item({ kind: "login", href: "/en/login" })).toMatchObject({ text: "Se connecter", linkProps: { href: "/en/login" } });
  });

  it("shows the user's first name, last name and identifier as text", () => {
    const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <UserIdentity id="who" user={{ ...user, nom: "<b>CURIE</b>" }} />
      </I18nProvider>,
    );
    const identity = screen.getByText(/Marie/);
    expect(identity).toHaveTextContent("Connecté en tant que Marie <b>CURIE</b> (12345678)");
    expect(identity.querySelector("b")).toBeNull();
  });
});
