import type { HttpClient } from "./api/http-client";
import type { Messages } from "@lingui/core";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app/App";
import { registerDsfrBindings } from "./app/dsfr-setup";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { documentTitle } from "./layout/document-title";
import { loadDeferredParts } from "./ui/deferred-part";
import { isNotFoundMatch, routeTitles } from "./layout/route-titles";
import { localeFromPath } from "./i18n/locales";
import { createI18n } from "./i18n/setup";

export interface RenderedPage {
  readonly html: string;
  readonly title: string;
  readonly lang: string;
  readonly status: number;
  /** The matched route ids, for the page's own assets (scripts/build/page-assets.ts). */
  readonly routeIds: readonly string[];
}

// The export renders what a visitor sees before any answer: a query that ran here would be a bug.
const EXPORT_API_CLIENT: HttpClient = {
  request: (path) => Promise.reject(new Error(`The export calls no backend (asked for ${path}).`)),
};

/** Renders one page at build time with the router's own rendering (scripts/build/prerender.ts). */
export async function renderPage(url: string, messages: Messages): Promise<RenderedPage> {
  registerDsfrBindings();
  const locale = localeFromPath(url);
  const i18n = createI18n(locale, messages);
  const queryClient = createQueryClient();
  // No browser to be idle: nothing waits for it in an exported page.
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), {
    queryClient,
    whenIdleForPrefetch: () => () => undefined,
  });
  await router.load();
  await loadDeferredParts();
  const html = renderToString(<App i18n={i18n} queryClient={queryClient} api={EXPORT_API_CLIENT} router={router} />);
  const { matches } = router.state;
  const titles = routeTitles(matches).map((title) => i18n._(title));
  return {
    html,
    title: documentTitle(i18n, titles),
    lang: locale,
    status: isNotFoundMatch(matches) ? 404 : 200,
    routeIds: matches.map((match) => match.routeId),
  };
}
