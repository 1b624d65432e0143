import { Trans } from "@lingui/react/macro";
import { CONNECTION_NOTICE_ID, NETWORK_NEEDED_ATTRIBUTE } from "./connection-notice";
import { ShellNotice } from "../ui/ShellNotice";
import { useOnline } from "./useOnline";

interface ConnectionNoticeProps {
  /** On a univers-marin page, what cannot show is the page itself. */
  readonly subApplication: boolean;
}

/**
 * DSFR's notice that the connection is lost and what still works, exported hidden in every
 * page's language; connection-notice.ts shows it before the app runs, and adds the sentence on
 * sign-in when a sign-in link is followed offline.
 */
export function ConnectionNotice({ subApplication }: ConnectionNoticeProps) {
  const online = useOnline();
  return (
    <ShellNotice id={CONNECTION_NOTICE_ID} kind="warning" focusable hidden={online} title={<Trans>Vous êtes hors connexion.</Trans>}>
      <span className="fr-notice__desc">
        {subApplication ? (
          <Trans>
            Votre espace marin a besoin du réseau : il s’affichera dès le retour de la connexion. Les autres pages du portail restent
            consultables.
          </Trans>
        ) : (
          <Trans>
            Les pages du portail restent consultables. La connexion à votre compte et votre espace marin ont besoin du réseau : ils
            reviendront dès le retour de la connexion.
          </Trans>
        )}{" "}
        <span {...{ [NETWORK_NEEDED_ATTRIBUTE]: "" }} hidden>
          <Trans>Se connecter nécessite le réseau : réessayez dès le retour de la connexion.</Trans>
        </span>
      </span>
    </ShellNotice>
  );
}
