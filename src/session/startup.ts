import type { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../api/http-client";
import { bandeauIdentiteQueryOptions } from "../api/bandeau-identite";
import { habilitationsQueryOptions } from "../api/habilitations";
import { mesDroitsQueryOptions } from "../api/mes-droits";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../api/session-paths";
import { FAILED, judgeSession } from "./judgement";
import { STORAGE_KEYS } from "./storage-keys";

export interface StartupDeps {
  readonly queryClient: QueryClient;
  readonly api: HttpClient;
  readonly storage: Pick<Storage, "setItem" | "removeItem">;
  readonly pathname: () => string;
  /** A full page load. */
  readonly navigate: (url: string) => void;
  /** Registers the univers-marin sub-application; called exactly once per startup instance. */
  readonly registerSubApplication: () => void;
  /** The answer to a GET the page's entry already asked for, given once (features/univers-marin/early-answers.ts). */
  readonly takeEarly?: (path: string) => Promise<Response> | undefined;
}

/**
 * Startup of spec point 4, the test user id once kept (by the page's entry: test-user-id.ts):
 * the rights loaded into the query cache, the sub-application registered once; then the session's judgement (judgement.ts) applied to
 * the no-habilitation flag and to the page of arrival and, once habilité, the identity banner
 * loaded. A failed call is left to the client's policies (401 logout, 5xx error page) and to the
 * screens reading the cache.
 */
export function createSessionStartup(deps: StartupDeps): () => Promise<void> {
  let registered = false;

  return async function startSession() {
    const rightsAnswer = deps.queryClient.query(mesDroitsQueryOptions(deps.api, deps.takeEarly?.(MES_DROITS_PATH))).catch(() => FAILED);
    const habilitationsAnswer = deps.queryClient
      .query(habilitationsQueryOptions(deps.api, deps.takeEarly?.(HABILITATIONS_PATH)))
      .catch(() => FAILED);
    const rights = await rightsAnswer;

    // Before the habilitations are known: the registration waits for the rights alone (spec point 4).
    if (!registered && judgeSession({ rights }).mayRegisterUniversMarin) {
      registered = true;
      deps.registerSubApplication();
    }

    const judgement = judgeSession({ rights, habilitations: await habilitationsAnswer });
    if (judgement.habilitated) deps.queryClient.query(bandeauIdentiteQueryOptions(deps.api, true)).catch(() => undefined);
    switch (judgement.noHabilitationFlag) {
      case "set":
        deps.storage.setItem(STORAGE_KEYS.connectedWithoutHabilitation, "true");
        break;
      case "clear":
        deps.storage.removeItem(STORAGE_KEYS.connectedWithoutHabilitation);
        break;
      case "leave":
        break;
    }
    const signInPage = judgement.signInPageFrom(deps.pathname());
    if (signInPage !== null) deps.navigate(signInPage);
  };
}
