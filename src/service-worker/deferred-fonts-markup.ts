/**
 * On a /univers-marin page, Marianne's stylesheet waits for the module's content: the export
 * links it for print, marked with this attribute (scripts/build/prerender.ts), and the app
 * applies it once the module has painted (src/boot/deferred-fonts.ts): over a slow link its faces
 * would take bandwidth from the module (docs/load-plan.md). Until they are applied, text is set in
 * local fonts scaled to Marianne's metrics (scripts/build/vite-font-fallback.ts).
 */
export const DEFERRED_FONTS_ATTRIBUTE = "data-deferred-fonts";

/**
 * What the export adds to the stylesheet's link to defer it. The service worker takes it out of
 * the pages it answers from its cache, which holds the faces (repeat-visit-page.ts): a
 * repeat visit then paints in Marianne at once, the link blocking the first paint as on the
 * shell's pages.
 */
export const DEFERRED_FONTS_MARKUP = ` media="print" ${DEFERRED_FONTS_ATTRIBUTE}`;
