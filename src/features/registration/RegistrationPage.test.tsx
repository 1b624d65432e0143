// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegistrationPage } from "./RegistrationPage";
import { REGISTRATION_DRAFT_KEY } from "./registration-draft";

function renderPage() {
  const onSubmit = vi.fn<(numMarin: string) => void>();
  render(
    <I18nProvider i18n={setupI18n({ locale: "fr", messages: { fr: {} } })}>
      <RegistrationPage onSubmit={onSubmit} onCancel={vi.fn()} />
    </I18nProvider>,
  );
  return { onSubmit, field: screen.getByRole("textbox", { name: /Numéro de marin/ }) };
}

afterEach(() => window.sessionStorage.clear());

describe("RegistrationPage's draft", () => {
  it("keeps what is typed, spaces stripped, for a later visit of this tab", async () => {
    const { field } = renderPage();
    await userEvent.type(field, "TI 123 45");
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBe("TI12345");
  });

  it("shows the number typed on an earlier visit, ready to send", async () => {
    window.sessionStorage.setItem(REGISTRATION_DRAFT_KEY, "12345678");
    const { field, onSubmit } = renderPage();
    expect(field).toHaveValue("12345678");
    await userEvent.click(screen.getByRole("button", { name: "Valider l'inscription" }));
    expect(onSubmit).toHaveBeenCalledWith("12345678");
  });

  it("checks a restored number's format as it did when it was typed", () => {
    window.sessionStorage.setItem(REGISTRATION_DRAFT_KEY, "1234");
    const { field } = renderPage();
    expect(field).toHaveValue("1234");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("lets the user change a restored number", async () => {
    window.sessionStorage.setItem(REGISTRATION_DRAFT_KEY, "12345678");
    const { field } = renderPage();
    await userEvent.clear(field);
    await userEvent.type(field, "**1");
    expect(field).toHaveValue("**1");
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBe("**1");
  });
});
