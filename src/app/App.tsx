import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { SessionRetryContext } from "../session/session-retry";
import type { createAppRouter } from "./router";
import { useDsfrStart } from "./useDsfrStart";

interface AppProps {
  readonly i18n: I18n;
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof createAppRouter>;
  /** The session startup, run again by the session alert's retry (the browser only). */
  readonly retrySession?: () => Promise<void>;
}

export function App({ i18n, queryClient, router, retrySession }: AppProps) {
  useDsfrStart();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionRetryContext value={retrySession}>
          <RouterProvider router={router} />
        </SessionRetryContext>
      </QueryClientProvider>
    </I18nProvider>
  );
}
