import { createContext, useContext } from "react";
import type { HttpClient } from "./http-client";

export const ApiClientContext = createContext<HttpClient | null>(null);

/** The page's API client, for the screens' queries and mutations. */
export function useApiClient(): HttpClient {
  const api = useContext(ApiClientContext);
  if (api === null) throw new Error("useApiClient needs an ApiClientContext above it (App provides it).");
  return api;
}
