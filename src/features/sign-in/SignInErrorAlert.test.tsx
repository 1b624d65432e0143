// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SignInErrorAlert } from "./SignInErrorAlert";
import type { SignInAudience, SignInErrorSources } from "./sign-in-error";

function renderAlert(sources: SignInErrorSources, audience: SignInAudience = "seafarer") {
  return render(
    <I18nProvider i18n={setupI18n({ locale: "fr", messages: { fr: {} } })}>
      <SignInErrorAlert sources={sources} audience={audience} />
    </I18nProvider>,
  );
}

describe("the sign-in error of spec point 8", () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])("errorId=%i: its ME_AUTH_MAR sentence under the seafarer title", (n) => {
    const { container } = renderAlert({ errorId: String(n) });
    const alert = container.querySelector(`[data-sign-in-error="ME_AUTH_MAR_${n}"]`);
    expect(alert).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Erreur : lors de la connexion / habilitation" })).toBeInTheDocument();
    expect(alert?.textContent.replace("Erreur : lors de la connexion / habilitation", "").trim().length).toBeGreaterThan(60);
  });

  it("each number has a sentence of its own", () => {
    const sentences = new Set(
      [2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => {
        const { container, unmount } = renderAlert({ errorId: String(n) });
        const text = container.textContent;
        unmount();
        return text;
      }),
    );
    expect(sentences.size).toBe(9);
  });

  const hostile = [
    "<script>window.__pwned=1</script>",
    "<img src=x onerror=window.__pwned=1>",
    "javascript:alert(1)",
    "Texte de l'attaquant",
    "9".repeat(5000),
  ];
  it.each(hostile)("a hostile errorId (%s) gives the generic sentence and is never echoed", (errorId) => {
    const { container } = renderAlert({ errorId });
    expect(container.querySelector('[data-sign-in-error="generic"]')).toHaveTextContent("La connexion n'a pas abouti.");
    expect(container.innerHTML).not.toContain(errorId.slice(0, 40));
    expect(container.querySelector("script, img")).toBeNull();
  });
});
