import type { QueryClient } from "@tanstack/react-query";
import { bandeauIdentiteKey } from "../api/bandeau-identite";
import { isApiError } from "../api/errors";
import { habilitationsKey } from "../api/habilitations";
import { mesDroitsKey } from "../api/mes-droits";
import { FAILED, SIGNED_OUT, type SessionAnswers } from "./judgement";

/** A session call as the query cache holds it (a query's state, or a useQuery result). */
export interface CallState {
  readonly status: "pending" | "error" | "success";
  readonly data: unknown;
  readonly error: unknown;
}

/** A call's answer for the judgement: its body once answered, FAILED or SIGNED_OUT once refused, nothing before. */
export function answerOf(call: CallState | undefined): unknown {
  switch (call?.status) {
    case undefined:
    case "pending":
      return undefined;
    case "error":
      return isApiError(call.error) && call.error.status === 401 ? SIGNED_OUT : FAILED;
    case "success":
      return call.data;
  }
}

/** The session's answers in the query cache, for what reads it outside React. */
export function cachedSessionAnswers(queryClient: QueryClient): SessionAnswers {
  return {
    rights: answerOf(queryClient.getQueryState(mesDroitsKey)),
    habilitations: answerOf(queryClient.getQueryState(habilitationsKey)),
    identity: answerOf(queryClient.getQueryState(bandeauIdentiteKey)),
  };
}
