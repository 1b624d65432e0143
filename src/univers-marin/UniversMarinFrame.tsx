import { useSyncExternalStore, useCallback, useEffect } from "react";
import { Trans } from "@lingui/react/macro";
import { UniversMarinAlert } from "./UniversMarinAlert";
import { activateUniversMarin, retryUniversMarin } from "./registration";
import { IDLE, getUniversMarinState, setFrameElement, subscribeUniversMarinState } from "./state";

/** Where the univers-marin sub-application mounts, inside main. */
export const UNIVERS_MARIN_MOUNT_ID = "univers-marin";

const idle = () => IDLE;

/**
 * The sub-application's place in the shell. The export renders it empty (idle); in the browser
 * it starts single-spa, then shows the loading notice or the failure alert beside the mount
 * element, never inside it: that element belongs to the sub-application.
 */
export function UniversMarinFrame() {
  const state = useSyncExternalStore(subscribeUniversMarinState, getUniversMarinState, idle);
  const frameRef = useCallback((element: HTMLDivElement | null) => setFrameElement(element), []);
  useEffect(() => activateUniversMarin(), []);
  return (
    <>
      {state.kind === "failed" && (
        <UniversMarinAlert failure={state.failure} onRetry={() => void retryUniversMarin()} />
      )}
      {state.kind === "loading" && (
        <p className="fr-container fr-my-4w" role="status">
          <Trans>Chargement de votre espace…</Trans>
        </p>
      )}
      <div id={UNIVERS_MARIN_MOUNT_ID} ref={frameRef} />
    </>
  );
}
