import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SessionErrorAlert } from "./SessionErrorAlert";

function renderAlert(answer: () => Promise<Response>) {
  vi.spyOn(window, "fetch").mockImplementation(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={setupI18n({ locale: "fr", messages: { fr: {} } })}>
      <QueryClientProvider client={queryClient}>
        <SessionErrorAlert />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("SessionErrorAlert", () => {
  it("shows an unreachable service as a DSFR alert with a clear message", async () => {
    renderAlert(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await screen.findByText("Le service est injoignable. Vérifiez votre connexion puis réessayez.")).toBeInTheDocument();
  });

  it("shows a refused call (403) instead of swallowing it", async () => {
    renderAlert(async () => new Response("{}", { status: 403 }));
    expect(await screen.findByText("Vous n'avez pas la permission pour cette demande.")).toBeInTheDocument();
  });

  it("shows nothing when the session loads", async () => {
    renderAlert(async () => new Response("[]"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(document.querySelector(".fr-alert")).toBeNull();
  });
});
