import { Button } from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";
import type { FailureKind } from "./state";

interface UniversMarinAlertProps {
  readonly failure: FailureKind;
  readonly onRetry: () => void;
}

/**
 * The sub-application could not be shown: a DSFR error alert in main, titled as the page's h1
 * since nothing else fills it, with a retry button when retrying may help.
 */
export function UniversMarinAlert({ failure, onRetry }: UniversMarinAlertProps) {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-alert fr-alert--error" role="alert">
        <h1 className="fr-alert__title">
          <Trans>Votre espace marin n’a pas pu être affiché</Trans>
        </h1>
        {failure === "unconfigured" ? (
          <p>
            <Trans>L’adresse de l’espace marin n’est pas configurée. Merci de réessayer plus tard.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>Le service est momentanément indisponible. Vous pouvez réessayer dans quelques instants.</Trans>
            </p>
            <Button className="fr-mt-2w" priority="secondary" onClick={onRetry}>
              <Trans>Réessayer</Trans>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
