import { type HttpClient, createHttpClient } from "./http-client";
import { logoutAndLeave } from "./logout";

/** The client every call of the page goes through; the app's boot (boot/boot-app.tsx) makes it once and App hands it down. */
export function createBrowserApiClient(): HttpClient {
  const create = () =>
    createHttpClient({
      fetch: (input, init) => window.fetch(input, init),
      location: () => window.location,
      cookies: () => document.cookie,
      navigate: (url) => window.location.assign(url),
      logout: logoutAndLeave,
    });
  let current = create();
  // The client sends the page away only once (an error page, a logout). A page the browser then
  // brings back from its back-forward cache is live again: without a fresh client, a 401 there
  // would no longer log out, nor a 500 lead to the error page.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) current = create();
  });
  return { request: (path, schema, options) => current.request(path, schema, options) };
}
