import { useParams, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { type Locale, isLocale } from "../i18n/locales";

export interface AnchorProps {
  readonly href: string;
  readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The language prefix of the current URL, when it has a valid one. */
export function useLangParam(): Locale | undefined {
  const { lang } = useParams({ strict: false });
  return isLocale(lang) ? lang : undefined;
}

/** A path under the current language prefix: /fr/x, /en/x, or /x when the URL has none. */
export function usePrefixedPath(): (path: string) => string {
  const lang = useLangParam();
  return (path) => (lang === undefined ? path : `/${lang}${path}`);
}

/**
 * A plain anchor that the router follows without a page load. Unlike the router's Link it
 * never marks itself current: the menu decides which single entry is (main-menu.ts).
 */
export function useRouterAnchor(): (href: string) => AnchorProps {
  const router = useRouter();
  return (href) => ({
    href,
    onClick: (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href });
    },
  });
}
