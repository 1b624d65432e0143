import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A call that failed at startup is not repeated by each component that reads it.
      queries: { staleTime: 5 * 60_000, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
    },
  });
}
