/**
 * How a /univers-marin page's head asks for env.js (scripts/build/frame-preloads.ts): on a first
 * visit, the module's mount waits for the host env.js names, so it starts with the page. The
 * service worker takes it out of the pages it answers from its cache (repeat-visit-page.ts):
 * env.js never comes from that cache, and a repeat visit paints before it asks the network for
 * anything; the entry asks for env.js after the first paint, as on every other page.
 */
export const RUNTIME_CONFIG_PRELOAD = '<link rel="preload" as="script" href="/env.js">';
