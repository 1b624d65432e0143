import Button from "@codegouvfr/react-dsfr/Button";
import { createModal } from "@codegouvfr/react-dsfr/Modal";
import { Trans, useLingui } from "@lingui/react/macro";

const logoutModal = createModal({ id: "fr-modal-deconnexion", isOpenedByDefault: false });

export interface MyAccountPageProps {
  /** From the identity banner, once known. */
  readonly identity: { readonly prenom: string; readonly nom: string } | undefined;
  /** Oui in the logout dialog. */
  readonly onConfirmLogout: () => void;
}

export function MyAccountPage({ identity, onConfirmLogout }: MyAccountPageProps) {
  const { t } = useLingui();
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Mon compte</Trans>
      </h1>
      {identity ? (
        <p data-connected-as="">
          <Trans>Connecté en tant que</Trans> <strong>{`${identity.prenom} ${identity.nom}`}</strong>
        </p>
      ) : null}
      <Button iconId="fr-icon-logout-box-r-line" iconPosition="left" priority="secondary" nativeButtonProps={logoutModal.buttonProps}>
        <Trans>Se déconnecter</Trans>
      </Button>
      <logoutModal.Component
        title={t`Souhaitez-vous vous déconnecter ?`}
        titleAs="h2"
        size="small"
        buttons={[
          { children: t`Non`, priority: "secondary" },
          { children: t`Oui`, doClosesModal: false, onClick: onConfirmLogout },
        ]}
      >
        <Trans>Vous serez déconnecté du portail du marin et du portail médical.</Trans>
      </logoutModal.Component>
    </div>
  );
}
