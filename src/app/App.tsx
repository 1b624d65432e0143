import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { createAppRouter } from "./router";
import { useDsfrStart } from "./useDsfrStart";

interface AppProps {
  readonly i18n: I18n;
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof createAppRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  useDsfrStart();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
