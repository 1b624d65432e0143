import type { QueryClient } from "@tanstack/react-query";
import { judgeSession } from "./judgement";
import { cachedSessionAnswers } from "./session-answers";

/**
 * The sign-in page a page reached without a page load (a link, the sub-application's navigate)
 * sends the user to under the habilitation rule, or null to stay. The root route asks it before
 * loading each page (routes/__root.tsx); the session's judgement decides nothing before the
 * habilitations have answered. The page the user arrived on is startup's to judge (startup.ts).
 */
export function habilitationRedirect(queryClient: QueryClient, pathname: string): string | null {
  return judgeSession(cachedSessionAnswers(queryClient)).signInPageFrom(pathname);
}
