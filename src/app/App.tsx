import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { ApiClientContext } from "../api/api-client-context";
import type { HttpClient } from "../api/http-client";
import { SessionRetryContext } from "../session/session-retry";
import type { UniversMarinHost } from "../features/univers-marin/host";
import { UniversMarinHostContext } from "../features/univers-marin/host-context";
import type { createAppRouter } from "./router";

interface AppProps {
  readonly i18n: I18n;
  readonly queryClient: QueryClient;
  /** The client of every backend call (the export's makes none). */
  readonly api: HttpClient;
  readonly router: ReturnType<typeof createAppRouter>;
  /** The session startup, run again by the session alert's retry (the browser only). */
  readonly retrySession?: () => Promise<void>;
  /** The sub-application's host (the browser only: the export renders its frame empty). */
  readonly universMarin?: UniversMarinHost;
}

export function App({ i18n, queryClient, api, router, retrySession, universMarin }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={api}>
          <SessionRetryContext value={retrySession}>
            <UniversMarinHostContext value={universMarin ?? null}>
              <RouterProvider router={router} />
            </UniversMarinHostContext>
          </SessionRetryContext>
        </ApiClientContext>
      </QueryClientProvider>
    </I18nProvider>
  );
}
