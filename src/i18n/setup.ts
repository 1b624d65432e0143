import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "./locales";

/** One i18n instance per render: the browser makes one, the prerender one per page. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * Source messages only need compiling when a label file is missing; the compiler is loaded
 * then and only then, so it never weighs on a normal first render.
 */
export async function enableSourceFallback(i18n: I18n): Promise<void> {
  const { compileMessage } = await import("@lingui/message-utils/compileMessage");
  i18n.setMessagesCompiler(compileMessage);
}
