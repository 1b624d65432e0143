import { type APIRequestContext, expect } from "@playwright/test";
import { INTERACTION_PATH } from "../mock/identity/interaction-path";

/** Enough for the longest round trip: the backend, the provider's authorization and interaction, its resume, the callback. */
const MAX_HOPS = 8;

/** A portal page, as opposed to the backend's sign-in addresses the round trip passes through. */
const isPortalPage = (url: URL, portal: string) =>
  url.origin === portal && !url.pathname.startsWith("/oauth2/") && !url.pathname.startsWith("/login/oauth2/");

/**
 * The whole OpenID Connect round trip through the provider, driven by the request context
 * instead of a page: the backend's authorization request, the provider's own page answered with
 * the persona, its redirect to the callback, the backend's code exchange. The provider keeps its
 * session and the backend its id_token, so a logout later goes through the provider's
 * end-session as a person's would. A context's request shares its cookies with its pages. Where
 * the backend sent the browser in the end: `/` after a sign-in (Spring's default), or
 * `/login?errorId=…` after a refusal.
 */
async function signInThroughProvider(request: APIRequestContext, provider: string, persona: string): Promise<URL> {
  let response = await request.get(`/oauth2/authorization/${provider}`, { maxRedirects: 0 });
  const portal = new URL(response.url()).origin;
  let chosen = false;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const at = new URL(response.url());
    const location = response.headers()["location"];
    if (response.status() === 200 && INTERACTION_PATH.test(at.pathname)) {
      response = await request.post(at.href, { form: { persona }, maxRedirects: 0 });
      chosen = true;
    } else if (response.status() >= 300 && response.status() < 400 && location !== undefined) {
      const next = new URL(location, at);
      if (isPortalPage(next, portal)) {
        // As in a browser, a provider that still has a session signs its person in again without its page.
        if (!chosen) throw new Error(`signing ${persona} in through ${provider}: the provider signed in the person of its own session`);
        return next;
      }
      response = await request.get(next.href, { maxRedirects: 0 });
    } else {
      throw new Error(`signing ${persona} in through ${provider}: ${response.status()} at ${at.pathname}`);
    }
  }
  throw new Error(`signing ${persona} in through ${provider}: still not back on the portal after ${MAX_HOPS} hops`);
}

/**
 * Signs the context in as persona through the provider (signInThroughProvider), without a page:
 * for every test that is not about the provider's pages. FranceConnect's id unless another is given.
 */
export async function signInRequest(request: APIRequestContext, persona: string, provider = "fc"): Promise<void> {
  const landing = await signInThroughProvider(request, provider, persona);
  expect(`${landing.pathname}${landing.search}`, `the backend's answer to ${persona}'s sign-in through ${provider}`).toBe("/");
}
