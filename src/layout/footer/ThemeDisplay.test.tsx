// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeDisplay } from "./ThemeDisplay";

function renderDisplay() {
  const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <ThemeDisplay />
    </I18nProvider>,
  );
}

const artworkHrefs = () => Array.from(document.querySelectorAll("#fr-theme-modal use"), (use) => use.getAttribute("href"));

describe("ThemeDisplay", () => {
  it("is react-dsfr's display dialog: the three themes DSFR's script binds by name", () => {
    renderDisplay();
    const dialog = document.getElementById("fr-theme-modal");
    expect(dialog?.querySelector(".fr-display legend")).toHaveTextContent("Choisissez un thème pour personnaliser l'apparence du site.");
    const radios = screen.getAllByRole("radio", { hidden: true });
    expect(radios.map((radio) => [radio.getAttribute("name"), radio.getAttribute("value")])).toEqual([
      ["fr-radios-theme", "light"],
      ["fr-radios-theme", "dark"],
      ["fr-radios-theme", "system"],
    ]);
    expect(screen.getByLabelText(/Système/)).toHaveAccessibleName("SystèmeUtilise les paramètres système.");
  });

  it("fetches no artwork until the dialog is first opened, then draws all three", () => {
    renderDisplay();
    expect(document.querySelectorAll("#fr-theme-modal .fr-radio-rich__img svg")).toHaveLength(3);
    expect(artworkHrefs()).toEqual([]);

    act(() => {
      document.getElementById("fr-theme-modal")?.dispatchEvent(new Event("dsfr.disclose"));
    });
    const hrefs = artworkHrefs();
    expect(hrefs).toHaveLength(9);
    expect(hrefs.filter((href) => /light.*\.svg#artwork-major$/.test(href ?? ""))).toHaveLength(1);
    expect(hrefs.filter((href) => /dark.*\.svg#artwork-minor$/.test(href ?? ""))).toHaveLength(1);
    expect(hrefs.filter((href) => /system.*\.svg#artwork-decorative$/.test(href ?? ""))).toHaveLength(1);

    act(() => {
      document.getElementById("fr-theme-modal")?.dispatchEvent(new Event("dsfr.conceal"));
    });
    expect(artworkHrefs()).toHaveLength(9);
  });
});
