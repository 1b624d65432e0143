import Button from "@codegouvfr/react-dsfr/Button";
import { createModal } from "@codegouvfr/react-dsfr/Modal";
import { Trans, useLingui } from "@lingui/react/macro";
import { useConfig } from "../../config/useConfig";

const modal = createModal({ id: "fr-modal-creation-compte-cerbere", isOpenedByDefault: false });

/** The third block's button: opens the account-creation modal (DSFR's JS handles focus). */
export function AccountCreationButton() {
  return (
    <Button priority="secondary" nativeButtonProps={modal.buttonProps}>
      <Trans>Créer mon compte Cerbère</Trans>
    </Button>
  );
}

/** How to get a Cerbère account (spec point 2.4); Continuer opens the configured page in a new tab. */
export function AccountCreationModal() {
  const { t } = useLingui();
  const { CERBERE_ACCOUNT_CREATION_URL: creationUrl } = useConfig();
  const continueLabel = t`Continuer`;
  return (
    <modal.Component
      title={t`Créer un compte Cerbère`}
      titleAs="h2"
      buttons={
        creationUrl === undefined
          ? undefined
          : {
              children: continueLabel,
              doClosesModal: false,
              linkProps: { href: creationUrl, target: "_blank", rel: "noopener noreferrer", title: t`${continueLabel} - nouvelle fenêtre` },
            }
      }
    >
      <p>
        <Trans>La création de votre compte Cerbère se fait en trois étapes :</Trans>
      </p>
      <ol>
        <li>
          <Trans>Créez votre compte sur le portail d'authentification Cerbère du ministère.</Trans>
        </li>
        <li>
          <Trans>Activez votre compte en vous connectant une première fois au portail Cerbère.</Trans>
        </li>
        <li>
          <Trans>Revenez sur cette page et connectez-vous avec le bouton « Se connecter avec Cerbère ».</Trans>
        </li>
      </ol>
      <p>
        <Trans>
          Si le message « non habilité » s'affiche lors de votre connexion, contactez votre service local des affaires maritimes après au
          moins une tentative de connexion.
        </Trans>
      </p>
    </modal.Component>
  );
}
