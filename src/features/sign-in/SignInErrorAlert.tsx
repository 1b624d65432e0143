import Alert from "@codegouvfr/react-dsfr/Alert";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type SignInAudience, type SignInErrorKey, type SignInErrorSources, signInError } from "./sign-in-error";
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

interface SignInErrorAlertProps {
  readonly sources: SignInErrorSources;
  readonly audience: SignInAudience;
}

/**
 * The sign-in error of spec point 8, from the catalogue only: nothing of the URL is shown.
 * Rendered after hydration because the exported page has no query string.
 */
export function SignInErrorAlert({ sources, audience }: SignInErrorAlertProps) {
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  const key = hydrated ? signInError(sources, audience) : null;
  if (key === null) return null;
  return (
    <div className="fr-mb-4w" data-sign-in-error={key}>
      <Alert
        severity="error"
        as="h2"
        title={audience === "agent" ? t`Erreur :` : t`Erreur : lors de la connexion / habilitation`}
        description={i18n._(MESSAGES[key])}
      />
    </div>
  );
}
