import { DEFERRED_FONTS_ATTRIBUTE } from "../service-worker/deferred-fonts-markup";
import type { ModulePaint } from "./module-paint";

/**
 * Applies Marianne's deferred stylesheet (src/service-worker/deferred-fonts-markup.ts) once the
 * module's content has painted (module-paint.ts), with no cap: requested earlier, over a slow
 * link, the faces take the bandwidth of the module's own stylesheet (docs/load-plan.md).
 */
export function applyDeferredFonts(doc: Document, modulePaint: ModulePaint): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[${DEFERRED_FONTS_ATTRIBUTE}]`);
  if (!link) return;
  modulePaint.whenPainted(() => {
    link.media = "all";
    link.removeAttribute(DEFERRED_FONTS_ATTRIBUTE);
  });
}
