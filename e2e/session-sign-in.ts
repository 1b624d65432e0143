import type { APIRequestContext, BrowserContext, Page, Request } from "@playwright/test";
import { appReady, expect, openPage } from "./fixtures";
import { signInRequest } from "./sign-in-by-request";
import { BACKEND_URL, PORTAL_URL } from "./stack";

/** The h1 of the simulated providers' own sign-in page (mock/identity): FranceConnect for the fc ids, Cerbère for the others. */
export function providerHeading(provider: string): string {
  return provider.startsWith("fc") ? "FranceConnect (simulé) : choisissez une identité" : "Cerbère (simulé) : choisissez une identité";
}

/** On the provider's own page: waits for it, then picks the persona, which sends the browser back through the backend. */
export async function chooseAtProvider(page: Page, provider: string, persona: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: providerHeading(provider) })).toBeVisible();
  await page.locator(`button[name="persona"][value="${persona}"]`).click();
}

/** On the sign-in page `from`, its button for `provider`: the browser leaves for the provider. */
export async function startSignIn(page: Page, provider: string, from: string): Promise<void> {
  await openPage(page, from);
  await page.locator(`a[href="/oauth2/authorization/${provider}"]`).click();
}

/** At the provider, the persona; back on `from` once the backend and the shell are done. */
export async function finishSignIn(page: Page, provider: string, persona: string, from: string): Promise<void> {
  await chooseAtProvider(page, provider, persona);
  await page.waitForURL((url) => url.pathname === from);
  await appReady(page);
}

/** Signs in as a user would: the sign-in page's button, the provider's page, the persona. */
export async function signInAs(page: Page, provider: string, persona: string, from: string): Promise<void> {
  await startSignIn(page, provider, from);
  await finishSignIn(page, provider, persona, from);
}

/**
 * Signs the page's context in through the provider by request (sign-in-by-request.ts), then opens
 * path: how a test that is not about the provider's pages starts signed in.
 */
export async function openSignedIn(page: Page, persona: string, path: string, provider = "fc"): Promise<void> {
  await signInRequest(page.request, persona, provider);
  await openPage(page, path);
}

/** The /api/ requests the page makes from now on, as "METHOD /path". */
export function recordApiCalls(page: Page): { readonly calls: string[]; readonly requests: Request[] } {
  const calls: string[] = [];
  const requests: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/") && url.pathname !== "/logout") return;
    calls.push(`${request.method()} ${url.pathname}`);
    requests.push(request);
  });
  return { calls, requests };
}

/**
 * The simulated backend closes a connection after Node's default 5 s idle: a call sent on a kept
 * connection just as it closes meets a reset before the backend has read it (seen once, a
 * fault cleared after a 5 s journey). Playwright retries exactly that error, and only it.
 */
const CONTROL_CALL = { maxRetries: 2 } as const;

/** Faults scoped to this browser context (cookie mock-scope), so parallel tests do not collide. */
export async function injectFault(
  context: BrowserContext,
  request: APIRequestContext,
  scope: string,
  fault: { path: string; status?: number; delayMs?: number; body?: string; drop?: boolean },
): Promise<void> {
  await context.addCookies([{ name: "mock-scope", value: scope, url: PORTAL_URL }]);
  const response = await request.post(`${BACKEND_URL}/__mock/faults`, { ...CONTROL_CALL, data: { ...fault, scope } });
  expect(response.status()).toBe(201);
}

export async function clearFaults(request: APIRequestContext, scope: string): Promise<void> {
  await request.delete(`${BACKEND_URL}/__mock/faults?scope=${encodeURIComponent(scope)}`, CONTROL_CALL);
}
