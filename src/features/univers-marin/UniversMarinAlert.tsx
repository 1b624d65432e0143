import { Button } from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";
import type { AutoRetryStatus } from "../../offline/retry-schedule";
import type { FailureKind } from "./state";

interface UniversMarinAlertProps {
  readonly failure: FailureKind;
  readonly onRetry: () => void;
  /** Whether the portal tries again by itself, and when. */
  readonly autoRetry?: AutoRetryStatus;
}

function AutoRetryText({ status }: { readonly status: AutoRetryStatus }) {
  switch (status) {
    case "scheduled":
      return <Trans>Un nouvel essai est fait automatiquement dans quelques instants.</Trans>;
    case "offline":
      return <Trans>Votre appareil semble hors connexion : un nouvel essai sera fait dès le retour de la connexion.</Trans>;
    case "exhausted":
      return <Trans>Vous pouvez réessayer dans quelques instants.</Trans>;
  }
}

/**
 * The sub-application could not be shown: a DSFR error alert in main, titled as the page's h1
 * since nothing else fills it, with a retry button when retrying may help.
 */
export function UniversMarinAlert({ failure, onRetry, autoRetry }: UniversMarinAlertProps) {
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
              <Trans>Le service est momentanément indisponible.</Trans> {autoRetry && <AutoRetryText status={autoRetry} />}
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

interface UniversMarinSlowNoticeProps {
  /** A full page load: a request or a mount that hangs cannot be taken back from the browser. */
  readonly onReload: () => void;
}

/**
 * The sub-application is still loading or mounting long after a page of the portal would have
 * shown: most often a slow connection. Say so, and offer a way forward instead of a loading
 * notice that never ends. The load goes on behind it.
 */
export function UniversMarinSlowNotice({ onReload }: UniversMarinSlowNoticeProps) {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-alert fr-alert--warning" role="alert">
        <h1 className="fr-alert__title">
          <Trans>Votre espace marin tarde à s’afficher</Trans>
        </h1>
        <p>
          <Trans>
            La connexion semble lente : le chargement prend plus de temps que prévu. Vous pouvez patienter encore un peu ou recharger la
            page.
          </Trans>
        </p>
        <Button className="fr-mt-2w" priority="secondary" onClick={onReload}>
          <Trans>Recharger la page</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * Shown once loading has taken long enough to be noticed. The DSFR has no loader: a skeleton of
 * a page (a title, three lines) in its border colour, so that the wait reads as the page to come
 * in light and dark themes alike (src/features/univers-marin/frame.css); the text is what screen
 * readers announce.
 */
export function UniversMarinLoading() {
  return (
    <div className="fr-container fr-my-6w" role="status">
      <p className="fr-mb-2w">
        <Trans>Chargement de votre espace…</Trans>
      </p>
      <div className="univers-marin-skeleton" aria-hidden="true" data-testid="univers-marin-skeleton">
        <div className="univers-marin-skeleton__title" />
        <div className="univers-marin-skeleton__line" />
        <div className="univers-marin-skeleton__line" />
        <div className="univers-marin-skeleton__line univers-marin-skeleton__line--short" />
      </div>
    </div>
  );
}
