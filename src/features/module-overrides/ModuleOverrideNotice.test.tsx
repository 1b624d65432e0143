// @vitest-environment jsdom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleOverrides } from "./accepted-overrides";
import { ModuleOverrideNotice } from "./ModuleOverrideNotice";
import { clearModuleOverrides, loadModuleOverrides } from "./module-overrides";

vi.mock("./module-overrides", () => ({ loadModuleOverrides: vi.fn(), clearModuleOverrides: vi.fn() }));

i18n.loadAndActivate({ locale: "fr", messages: {} });

function renderWith(overrides: ModuleOverrides, reload = vi.fn()) {
  vi.mocked(loadModuleOverrides).mockResolvedValue(overrides);
  render(
    <I18nProvider i18n={i18n}>
      <ModuleOverrideNotice reload={reload} />
    </I18nProvider>,
  );
  return reload;
}

beforeEach(() => vi.clearAllMocks());

describe("ModuleOverrideNotice", () => {
  it("names each applied override and leads back to the deployed modules", async () => {
    const reload = renderWith({ applied: [{ name: "univers-marin", url: "http://localhost:4200/main.js" }], refused: [] });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Modules de test, dans ce navigateur seulement. univers-marin est chargé depuis http://localhost:4200/main.js.",
    );
    // An address has no space: a phone's line breaks after its slashes.
    expect(screen.getByRole("status").querySelectorAll("wbr")).toHaveLength(3);
    await userEvent.click(screen.getByRole("button", { name: "Revenir aux modules déployés" }));
    expect(clearModuleOverrides).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says why each refused override is not applied, as text", async () => {
    renderWith({
      applied: [],
      refused: [
        { name: "univers-marin", url: "https://evil.example.fr/<b>main</b>.js", reason: "origin-not-allowed" },
        { name: "peche", url: "javascript:alert(1)", reason: "not-a-url" },
        { name: "inconnu", url: "http://localhost:4200/x.js", reason: "not-a-module" },
      ],
    });
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent(
      "La surcharge de univers-marin est ignorée : l’origine de https://evil.example.fr/<b>main</b>.js n’est pas autorisée dans cet environnement.",
    );
    expect(notice).toHaveTextContent("La surcharge de peche est ignorée : javascript:alert(1) n’est pas une adresse http(s) complète.");
    expect(notice).toHaveTextContent("La surcharge de inconnu est ignorée : ce portail n’a pas de module de ce nom.");
    expect(notice.querySelector("b, a")).toBeNull();
  });

  it("shows nothing when this browser has no override, or the environment allows none", async () => {
    renderWith({ applied: [], refused: [] });
    await vi.waitFor(() => expect(loadModuleOverrides).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
