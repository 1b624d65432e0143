import Button from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";

interface ContinueButtonProps {
  /** The univers-marin page to continue to, such as "pmr/accueil". */
  readonly to: string;
}

/** Continuer, to a page of the univers-marin sub-application under the current language. */
export function ContinueButton({ to }: ContinueButtonProps) {
  const { lang } = useParams({ strict: false });
  return (
    <Button linkProps={{ to: "/{-$lang}/univers-marin/$", params: { lang, _splat: to } }}>
      <Trans>Continuer</Trans>
    </Button>
  );
}
