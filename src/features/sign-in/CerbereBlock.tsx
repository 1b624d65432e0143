import Button from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";

interface CerbereButtonProps {
  /** The sign-in redirect; absent when the button is disabled. */
  readonly href: string | undefined;
}

/** The ministry authentication portal's sign-in button. */
export function CerbereButton({ href }: CerbereButtonProps) {
  if (href === undefined) {
    return (
      <Button iconId="fr-icon-lock-line" iconPosition="left" disabled>
        <Trans>Se connecter avec Cerbère</Trans>
      </Button>
    );
  }
  return (
    <Button iconId="fr-icon-lock-line" iconPosition="left" linkProps={{ href }}>
      <Trans>Se connecter avec Cerbère</Trans>
    </Button>
  );
}
