import { Button } from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { ShellNotice } from "../ui/ShellNotice";
import { getUpdate, subscribeUpdate } from "./update-ready";

const noUpdateAtExport = () => undefined;

/**
 * DSFR's notice that a new release of the portal is ready, with a reload: the tab keeps the
 * release it started with until the user chooses, so that it never mixes the assets of two.
 */
export function UpdateNotice() {
  const applyUpdate = useSyncExternalStore(subscribeUpdate, getUpdate, noUpdateAtExport);
  if (!applyUpdate) return null;
  return (
    <ShellNotice kind="info" title={<Trans>Une nouvelle version du portail est disponible.</Trans>}>
      <span className="fr-notice__desc">
        <Trans>Rechargez la page pour l’utiliser.</Trans>
      </span>{" "}
      <Button priority="secondary" size="small" onClick={applyUpdate}>
        <Trans>Recharger la page</Trans>
      </Button>
    </ShellNotice>
  );
}
