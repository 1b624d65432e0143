// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientContext } from "../api/api-client-context";
import { createBrowserApiClient } from "../api/client";
import { SessionErrorAlert } from "./SessionErrorAlert";
import { SessionRetryContext } from "./session-retry";

function renderAlert(answer: () => Promise<Response>, retrySession?: () => Promise<void>) {
  const fetchMock = vi.spyOn(window, "fetch").mockImplementation(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  render(
    <I18nProvider i18n={setupI18n({ locale: "fr", messages: { fr: {} } })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={createBrowserApiClient()}>
          <SessionRetryContext value={retrySession}>
            <main tabIndex={-1}>
              <SessionErrorAlert />
            </main>
          </SessionRetryContext>
        </ApiClientContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { fetchMock, queryClient };
}

const down = async () => new Response("<html>502 Bad Gateway</html>", { status: 502 });
const up = async () => new Response("[]");

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

  it("a retry runs the session startup again; once the service is back the alert goes and focus moves to main", async () => {
    const { fetchMock, queryClient } = renderAlert(down, async () => {
      fetchMock.mockImplementation(up);
      await queryClient.refetchQueries();
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Le service est momentanément injoignable.");
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("a retry that fails again keeps the alert and its button", async () => {
    const retrySession = vi.fn(async () => undefined);
    renderAlert(down, retrySession);
    await userEvent.click(await screen.findByRole("button", { name: "Réessayer" }));
    expect(retrySession).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeEnabled();
  });

  it("without a startup to run again, the retry sends the failed calls again", async () => {
    const { fetchMock } = renderAlert(down);
    await screen.findByRole("alert");
    const before = fetchMock.mock.calls.length;
    fetchMock.mockImplementation(up);
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);
  });
});
