import { type HttpClient, createHttpClient } from "./http-client";
import { logoutAndLeave } from "./logout";

let browserClient: HttpClient | undefined;

/** The one client every call goes through; created on first use, in the browser only. */
export function apiClient(): HttpClient {
  browserClient ??= createHttpClient({
    fetch: (input, init) => window.fetch(input, init),
    location: () => window.location,
    cookies: () => document.cookie,
    navigate: (url) => window.location.assign(url),
    logout: logoutAndLeave,
  });
  return browserClient;
}
