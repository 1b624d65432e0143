import { Trans } from "@lingui/react/macro";

/** The signed-in user as the header shows it (spec 2.3); the session fills it. */
export interface HeaderUser {
  readonly prenom: string;
  readonly nom: string;
  readonly identifiant: string;
}

/** First name, last name and identifier; text only, never HTML. */
export function UserIdentity({ id, user }: { readonly id?: string; readonly user: HeaderUser }) {
  return (
    <p id={id} className="fr-btn fr-btn--tertiary-no-outline fr-icon-account-circle-line fr-btn--icon-left fr-mb-0">
      <span className="fr-sr-only">
        <Trans>Connecté en tant que</Trans>{" "}
      </span>
      {user.prenom} {user.nom} ({user.identifiant})
    </p>
  );
}
