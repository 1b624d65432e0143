import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { UniversMarinFrame } from "./UniversMarinFrame";
import { IDLE, setUniversMarinState } from "./state";

const registration = vi.hoisted(() => ({ activateUniversMarin: vi.fn(), retryUniversMarin: vi.fn(async () => undefined) }));
vi.mock("./registration", () => registration);

const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
const frame = () => (
  <I18nProvider i18n={i18n}>
    <UniversMarinFrame />
  </I18nProvider>
);

describe("UniversMarinFrame", () => {
  beforeEach(() => {
    setUniversMarinState(IDLE);
    registration.activateUniversMarin.mockClear();
    registration.retryUniversMarin.mockClear();
  });

  it("exports an empty mount element, whatever the browser state (hydration renders the same)", () => {
    setUniversMarinState({ kind: "failed", failure: "failed", at: 0 });
    expect(renderToString(frame())).toBe('<div id="univers-marin"></div>');
  });

  it("starts the sub-application once on the page", () => {
    render(frame());
    expect(registration.activateUniversMarin).toHaveBeenCalled();
    expect(document.getElementById("univers-marin")).toBeInTheDocument();
  });

  it("says it is loading, then shows a failure as an alert with a retry button beside the mount element", async () => {
    render(frame());
    act(() => setUniversMarinState({ kind: "loading" }));
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace…");
    act(() => setUniversMarinState({ kind: "failed", failure: "failed", at: 0 }));
    expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin n’a pas pu être affiché");
    expect(document.getElementById("univers-marin")).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(registration.retryUniversMarin).toHaveBeenCalledTimes(1);
  });

  it("offers no retry when no host is configured", () => {
    render(frame());
    act(() => setUniversMarinState({ kind: "failed", failure: "unconfigured", at: 0 }));
    expect(screen.getByRole("alert")).toHaveTextContent("L’adresse de l’espace marin n’est pas configurée.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
