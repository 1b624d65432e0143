import { Button } from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
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
    <div className="fr-notice fr-notice--info" role="status">
      <div className="fr-container">
        <div className="fr-notice__body">
          <p>
            <span className="fr-notice__title">
              <Trans>Une nouvelle version du portail est disponible.</Trans>
            </span>{" "}
            <span className="fr-notice__desc">
              <Trans>Rechargez la page pour l’utiliser.</Trans>
            </span>{" "}
            <Button priority="secondary" size="small" onClick={applyUpdate}>
              <Trans>Recharger la page</Trans>
            </Button>
          </p>
        </div>
      </div>
    </div>
  );
}
