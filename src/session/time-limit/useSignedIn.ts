import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState, useSyncExternalStore } from "react";
import { judgeSession } from "../judgement";
import { cachedSessionAnswers } from "../session-answers";

const answered = (queryClient: QueryClient) => judgeSession(cachedSessionAnswers(queryClient)).authenticated;

/**
 * Someone is signed in: the session's judgement finds the user authenticated (a visitor gets 401s).
 * Read from the query cache, adding no observer that could send a call again; never during the
 * export or hydration, which render nobody. Once seen, it holds for the page's life (signing out
 * leaves the page), even if the cache lets the answers go.
 */
export function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const now = useSyncExternalStore(
    subscribe,
    () => answered(queryClient),
    () => false,
  );
  const [seen, setSeen] = useState(false);
  if (now && !seen) setSeen(true);
  return now || seen;
}
