import { type HttpClient, createHttpClient } from "./http-client";
import { logoutAndLeave } from "./logout";

let browserClient: HttpClient | undefined;
let watchingPageShow = false;

/** The one client every call goes through; created on first use, in the browser only. */
export function apiClient(): HttpClient {
  if (!watchingPageShow) {
    watchingPageShow = true;
    // The client sends the page away only once (an error page, a logout). A page the browser
    // then brings back from its back-forward cache is live again: without a fresh client, a 401
    // there would no longer log out, nor a 500 lead to the error page.
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) browserClient = undefined;
    });
  }
  browserClient ??= createHttpClient({
    fetch: (input, init) => window.fetch(input, init),
    location: () => window.location,
    cookies: () => document.cookie,
    navigate: (url) => window.location.assign(url),
    logout: logoutAndLeave,
  });
  return browserClient;
}
