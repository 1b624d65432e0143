import { DEFERRED_FONTS_ATTRIBUTE } from "../service-worker/deferred-fonts-markup";

/**
 * Applies Marianne's deferred stylesheet (src/service-worker/deferred-fonts-markup.ts); the load
 * plan calls it once the module's content has painted (load-plan.ts).
 */
export function applyDeferredFonts(doc: Document): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[${DEFERRED_FONTS_ATTRIBUTE}]`);
  if (!link) return;
  link.media = "all";
  link.removeAttribute(DEFERRED_FONTS_ATTRIBUTE);
}
