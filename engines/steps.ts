import type { EngineTab } from "./tab";

/** marin-fc's name, as the header's identity and the account page show it (mock/backend/personas.ts). */
export const SEAFARER = "Yann Le Goff";
/** marin-cer's, who signs in with Cerbère. */
export const CERBERE_SEAFARER = "Ana Ferreira";

/** The widths the journeys and the screenshots use: a phone's and an agent's desktop. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Signs in as a person would: the sign-in page's button for the provider, the provider's own page
 * (an OpenID provider, mock/identity), the persona; back on `from` once the backend and the shell are done.
 */
export async function signIn(tab: EngineTab, provider: "fc" | "cer", persona: string, from = "/fr/login"): Promise<void> {
  await tab.open(from);
  await tab.click(`a[href="/oauth2/authorization/${provider}"]`);
  await tab.click(`button[name="persona"][value="${persona}"]`);
  await tab.waitForUrl(`back on ${from}`, (url) => url.pathname === from && url.port === new URL(tab.baseUrl).port);
  await tab.ready();
}

/**
 * univers-marin's page with that title is painted: its h1 inside the shell's main. After a client
 * navigation, the wait for the page that came: the ready mark is still the previous page's.
 */
export async function moduleShows(tab: EngineTab, title: string): Promise<void> {
  await tab.waitFor(
    `univers-marin's "${title}"`,
    (wanted) => document.querySelector("main #univers-marin h1")?.textContent.trim() === wanted,
    [title],
  );
}
