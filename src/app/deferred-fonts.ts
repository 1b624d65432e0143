import { DEFERRED_FONTS_ATTRIBUTE } from "../service-worker/deferred-fonts-markup";
import type { ModulePaint } from "./module-paint";

/**
 * Applies Marianne's deferred stylesheet (src/service-worker/deferred-fonts-markup.ts) once the
 * module's content has painted (module-paint.ts). Applied as the module mounted, the faces
 * (88 KB) were requested in the frame that paints its content, and took a slow link from the
 * module's stylesheet. No cap: over a satellite link, they would compete with the module itself.
 */
export function applyDeferredFonts(doc: Document, modulePaint: ModulePaint): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[${DEFERRED_FONTS_ATTRIBUTE}]`);
  if (!link) return;
  modulePaint.whenPainted(() => {
    link.media = "all";
    link.removeAttribute(DEFERRED_FONTS_ATTRIBUTE);
  });
}
