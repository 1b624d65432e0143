import type { APIRequestContext, BrowserContext, Page, Request } from "@playwright/test";
import { expect } from "./fixtures";
import { BACKEND_URL, PORTAL_URL } from "./stack";

/** Signs in through the simulated backend's persona chooser, as a user coming from `from`. */
export async function signInAs(page: Page, provider: string, persona: string, from: string): Promise<void> {
  await page.goto(`/oauth2/authorization/${provider}`, { referer: `${PORTAL_URL}${from}` });
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Connexion simulée : ${provider}`) })).toBeVisible();
  await page.locator(`button[name="persona"][value="${persona}"]`).click();
  await page.waitForURL((url) => url.pathname === from);
  await appReady(page);
}

export async function appReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
}

/** Signs the API request context in (no page): for checks of the backend's own contract. */
export async function signInRequest(request: APIRequestContext, persona: string): Promise<void> {
  const response = await request.post("/oauth2/authorization/fc", { form: { persona, retour: "/login" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
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

/** Faults scoped to this browser context (cookie mock-scope), so parallel tests do not collide. */
export async function injectFault(
  context: BrowserContext,
  request: APIRequestContext,
  scope: string,
  fault: { path: string; status?: number; delayMs?: number; body?: string; drop?: boolean },
): Promise<void> {
  await context.addCookies([{ name: "mock-scope", value: scope, url: PORTAL_URL }]);
  const response = await request.post(`${BACKEND_URL}/__mock/faults`, { data: { ...fault, scope } });
  expect(response.status()).toBe(201);
}

export async function clearFaults(request: APIRequestContext, scope: string): Promise<void> {
  await request.delete(`${BACKEND_URL}/__mock/faults?scope=${encodeURIComponent(scope)}`);
}
