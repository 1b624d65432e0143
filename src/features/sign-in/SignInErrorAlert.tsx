import Alert from "@codegouvfr/react-dsfr/Alert";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type ProviderFailure,
  type SignInAudience,
  type SignInErrorKey,
  type SignInErrorSources,
  sessionNotice,
  signInAlert,
} from "./sign-in-error";
import { useHydrated } from "../../ui/useHydrated";

const MESSAGES: Record<SignInErrorKey, MessageDescriptor> = {
  ME_AUTH_MAR_2: msg`Votre habilitation est bloquée. Veuillez contacter votre service local des affaires maritimes.`,
  ME_AUTH_MAR_3: msg`Veuillez désormais vous connecter avec votre compte FranceConnect ou, si vous êtes un marin étranger ou mineur, contacter votre service local des affaires maritimes pour finaliser votre habilitation.`,
  ME_AUTH_MAR_4: msg`Les données dont dispose l'administration ne permettent pas de finaliser votre habilitation. Veuillez contacter votre service local des affaires maritimes.`,
  ME_AUTH_MAR_5: msg`Vous êtes déjà habilité avec un autre compte FranceConnect. Veuillez contacter votre service local des affaires maritimes.`,
  ME_AUTH_MAR_6: msg`Votre statut actuel ne permet pas votre habilitation. Veuillez contacter votre service local des affaires maritimes.`,
  ME_AUTH_MAR_7: msg`Aucune correspondance fiable avec un marin n'a été trouvée. Veuillez contacter votre service local des affaires maritimes.`,
  ME_AUTH_MAR_8: msg`Votre accès nécessite l'intervention de votre service local des affaires maritimes. Veuillez le contacter.`,
  ME_AUTH_MAR_9: msg`L'accès a échoué. Veuillez choisir un autre mode de connexion.`,
  ME_AUTH_MAR_10: msg`L'accès a échoué. Veuillez réessayer ou choisir un autre mode de connexion.`,
  ME_AUTH_AG_1: msg`Vous ne disposez pas du profil autorisant l'accès à cette page.`,
  generic: msg`La connexion n'a pas abouti. Veuillez réessayer ou choisir un autre mode de connexion.`,
};

const PROVIDER_FAILURE_MESSAGES: Record<ProviderFailure, MessageDescriptor> = {
  refused: msg`Vous avez refusé ou annulé la connexion auprès du service d'identification. Pour accéder à votre espace, recommencez et acceptez la connexion.`,
  "stale-request": msg`La demande de connexion n'est plus valable : elle a expiré ou a déjà servi, par exemple après un retour en arrière. Recommencez la connexion depuis cette page.`,
  "expired-code": msg`La connexion a pris trop de temps et n'est plus valable. Recommencez la connexion depuis cette page.`,
  unavailable: msg`Le service d'identification ne répond pas pour le moment. Réessayez dans quelques minutes ou choisissez un autre mode de connexion.`,
  failed: msg`La connexion n'a pas abouti. Veuillez réessayer ou choisir un autre mode de connexion.`,
};

interface SignInErrorAlertProps {
  readonly sources: SignInErrorSources;
  readonly audience: SignInAudience;
}

/**
 * The sign-in error of spec point 8, or the failure of the trip through the identity provider
 * (Spring's ?error), and the end of a session by its time limit or in another tab: texts from the catalogue only,
 * nothing of the URL is shown. Rendered after hydration because the exported page has no query string.
 */
export function SignInErrorAlert({ sources, audience }: SignInErrorAlertProps) {
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const alert = signInAlert(sources, audience);
  const notice = sessionNotice(sources);
  return (
    <>
      {notice === "expired" ? (
        <div className="fr-mb-4w" data-session-notice="expired">
          <Alert
            severity="warning"
            as="h2"
            title={t`Votre session a expiré`}
            description={t`Pour protéger vos données, vous avez été déconnecté après une période d'inactivité. Reconnectez-vous pour continuer.`}
          />
        </div>
      ) : null}
      {notice === "ended" ? (
        <div className="fr-mb-4w" data-session-notice="ended">
          <Alert
            severity="info"
            as="h2"
            title={t`Vous n'êtes plus connecté sur cette page`}
            description={t`La session a pris fin ou a changé dans un autre onglet de ce navigateur. Pour protéger vos données, la page que vous consultiez a été fermée. Connectez-vous pour continuer.`}
          />
        </div>
      ) : null}
      {alert?.kind === "errorId" ? (
        <div className="fr-mb-4w" data-sign-in-error={alert.key}>
          <Alert
            severity="error"
            as="h2"
            title={audience === "agent" ? t`Erreur :` : t`Erreur : lors de la connexion / habilitation`}
            description={i18n._(MESSAGES[alert.key])}
          />
        </div>
      ) : null}
      {alert?.kind === "provider" ? (
        <div className="fr-mb-4w" data-sign-in-error={alert.failure}>
          <Alert
            severity="error"
            as="h2"
            title={t`Erreur : la connexion n'a pas abouti`}
            description={i18n._(PROVIDER_FAILURE_MESSAGES[alert.failure])}
          />
        </div>
      ) : null}
    </>
  );
}
