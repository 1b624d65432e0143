// @vitest-environment jsdom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConnectionNotice } from "./ConnectionNotice";

i18n.loadAndActivate({ locale: "fr", messages: {} });

const renderNotice = (subApplication: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <ConnectionNotice subApplication={subApplication} />
    </I18nProvider>,
  );

describe("ConnectionNotice", () => {
  it("is hidden online and says what still works once the connection drops", () => {
    let online = true;
    vi.spyOn(window.navigator, "onLine", "get").mockImplementation(() => online);
    renderNotice(false);
    expect(screen.queryByRole("status")).toBeNull();
    online = false;
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("status")).toHaveTextContent("Vous êtes hors connexion.");
    expect(screen.getByRole("status")).toHaveTextContent("Les pages du portail restent consultables.");
  });

  it("on a univers-marin page, says the page itself needs the network", () => {
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    renderNotice(true);
    expect(screen.getByRole("status")).toHaveTextContent("Votre espace marin a besoin du réseau");
  });
});
