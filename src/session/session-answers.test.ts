import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { bandeauIdentiteKey } from "../api/bandeau-identite";
import { ApiError } from "../api/errors";
import { habilitationsKey } from "../api/habilitations";
import { mesDroitsKey } from "../api/mes-droits";
import { FAILED, SIGNED_OUT } from "./judgement";
import { answerOf, cachedSessionAnswers } from "./session-answers";

describe("a session call's answer, for the judgement", () => {
  it("is its body once answered, nothing while it has not", () => {
    expect(answerOf({ status: "success", data: null, error: null })).toBeNull();
    expect(answerOf({ status: "success", data: [], error: null })).toEqual([]);
    expect(answerOf({ status: "pending", data: undefined, error: null })).toBeUndefined();
    expect(answerOf(undefined)).toBeUndefined();
  });

  it("is SIGNED_OUT for a 401, FAILED for any other failure", () => {
    const failed = (error: unknown) => answerOf({ status: "error", data: undefined, error });
    expect(failed(new ApiError("http", "/api/habilitations", { status: 401 }))).toBe(SIGNED_OUT);
    expect(failed(new ApiError("http", "/api/habilitations", { status: 403 }))).toBe(FAILED);
    expect(failed(new ApiError("timeout", "/api/habilitations"))).toBe(FAILED);
    expect(failed(new Error("401"))).toBe(FAILED);
  });

  it("reads the three calls from the query cache", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(mesDroitsKey, []);
    await queryClient
      .query({ queryKey: habilitationsKey, queryFn: () => Promise.reject(new ApiError("http", "/api/habilitations", { status: 401 })) })
      .catch(() => undefined);
    expect(cachedSessionAnswers(queryClient)).toEqual({ rights: [], habilitations: SIGNED_OUT, identity: undefined });
    queryClient.setQueryData(bandeauIdentiteKey, { nom: "Le Goff", prenom: "Yann", identifiant: "1" });
    expect(cachedSessionAnswers(queryClient).identity).toEqual({ nom: "Le Goff", prenom: "Yann", identifiant: "1" });
  });
});
