import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect, useRef, useState } from "react";
import { apiErrorMessage } from "../api/messages";
import { SessionRetryContext } from "./session-retry";
import { useSession } from "./useSession";

/**
 * A failed session call (timeout, unreachable service, unreadable answer, refusal) as a DSFR
 * alert in the user's language, with a retry: once the service is back, the session loads
 * without a page reload. 401, 500 and 503 never get here: the client has left the page.
 */
export function SessionErrorAlert() {
  const { i18n, t } = useLingui();
  const { error } = useSession();
  const queryClient = useQueryClient();
  const retrySession = useContext(SessionRetryContext);
  const [retrying, setRetrying] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // Where focus goes once a retry has made the alert (and the focused button) go away.
  const focusAfterRetry = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (error !== null || focusAfterRetry.current === null) return;
    focusAfterRetry.current.focus();
    focusAfterRetry.current = null;
  }, [error]);

  if (error === null) return null;

  const retry = async () => {
    focusAfterRetry.current = container.current?.closest("main") ?? null;
    setRetrying(true);
    try {
      if (retrySession) await retrySession();
      else await queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div ref={container} className="fr-my-2w">
      <Alert
        severity="error"
        small
        title={t`Erreur`}
        description={
          <>
            <p>{i18n._(apiErrorMessage(error))}</p>
            <Button className="fr-mt-1w" priority="secondary" size="small" disabled={retrying} onClick={() => void retry()}>
              {t`Réessayer`}
            </Button>
          </>
        }
      />
    </div>
  );
}
