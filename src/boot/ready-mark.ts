/**
 * The page's ready mark, an attribute of <html> that tools and tests wait for: set once DSFR has
 * started and the browser is idle (the load plan, load-plan.ts). The e2e suite, the bench and the rolling run
 * read these names, so that a change of the contract is made here once.
 */
export const READY_ATTRIBUTE = "data-app-ready";
export const READY_VALUE = "true";
export const READY_SELECTOR = `html[${READY_ATTRIBUTE}=${READY_VALUE}]`;
