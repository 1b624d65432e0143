import type { Locale } from "../../i18n/locales";

/**
 * Told of a change of language before the page of the other language loads (spec 2.3: the
 * language-selection service). A returned promise is awaited, so that the call is not cut
 * short by the page load.
 */
export type SelectLanguage = (code: Locale) => unknown;

interface ClickLike {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  preventDefault(): void;
}

export interface LanguageChoice {
  readonly code: Locale;
  readonly href: string;
  readonly current: Locale;
  readonly onSelectLanguage?: SelectLanguage;
  /** The page load to the other language (window.location.assign in the browser). */
  readonly go: (href: string) => void;
}

/**
 * How long the page waits for the service before loading the other language anyway. The call
 * is sent with keepalive, so it outlives the page load; a slow backend must not hold the click
 * for the whole API timeout with nothing on screen.
 */
export const SELECT_LANGUAGE_WAIT_MS = 1500;

/**
 * A click on a language link. Choosing the current language, or having nobody to tell, is a
 * plain link. Otherwise the service is told first; the page then loads whatever it answered,
 * since the language is the URL's anyway. A click that opens another tab keeps its default.
 */
export async function chooseLanguage(event: ClickLike, choice: LanguageChoice): Promise<void> {
  const { code, href, current, onSelectLanguage, go } = choice;
  if (code === current || !onSelectLanguage) return;
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plain) event.preventDefault();
  const told = (async () => {
    try {
      await onSelectLanguage(code);
    } catch (error) {
      console.warn("[i18n] the language choice was not recorded:", error);
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, SELECT_LANGUAGE_WAIT_MS)));
  await Promise.race([told, patience]);
  clearTimeout(timer);
  if (plain) go(href);
}
