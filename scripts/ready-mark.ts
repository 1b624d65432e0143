/**
 * The page's ready mark as the scripts wait for it: set by src/boot/useReadyMark.ts once DSFR has
 * started and the browser is idle (the e2e suite has its own, in e2e/fixtures.ts).
 */
export const READY_MARK = "html[data-app-ready=true]";
