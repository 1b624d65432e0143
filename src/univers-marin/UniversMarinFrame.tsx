import { useSyncExternalStore, useCallback, useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { UniversMarinAlert, UniversMarinSlowNotice } from "./UniversMarinAlert";
import { activateUniversMarin, retryUniversMarin } from "./registration";
import { IDLE, getUniversMarinState, setFrameElement, subscribeUniversMarinState } from "./state";

/** Where the univers-marin sub-application mounts, inside main. */
export const UNIVERS_MARIN_MOUNT_ID = "univers-marin";

const idle = () => IDLE;

/**
 * Past this, a load or a mount still under way gets a message and a way forward. single-spa
 * only logs its lifecycle timeouts (spec 9) and has none for fetching main.js, so a host that
 * never answers or a mount that never settles would otherwise leave the notice up for good.
 */
export const SLOW_LOADING_MS = 15_000;

function useLoadingTooLong(loading: boolean): boolean {
  const [tooLong, setTooLong] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTooLong(true), SLOW_LOADING_MS);
    return () => {
      clearTimeout(timer);
      setTooLong(false);
    };
  }, [loading]);
  return loading && tooLong;
}

/**
 * The sub-application's place in the shell. The export renders it empty (idle); in the browser
 * it starts single-spa, then shows the loading notice or the failure alert beside the mount
 * element, never inside it: that element belongs to the sub-application.
 */
export function UniversMarinFrame() {
  const state = useSyncExternalStore(subscribeUniversMarinState, getUniversMarinState, idle);
  const frameRef = useCallback((element: HTMLDivElement | null) => setFrameElement(element), []);
  useEffect(() => activateUniversMarin(), []);
  const tooLong = useLoadingTooLong(state.kind === "loading");
  return (
    <>
      {state.kind === "failed" && (
        <UniversMarinAlert failure={state.failure} onRetry={() => void retryUniversMarin()} />
      )}
      {tooLong && <UniversMarinSlowNotice onReload={() => window.location.reload()} />}
      {state.kind === "loading" && !tooLong && (
        <p className="fr-container fr-my-4w" role="status">
          <Trans>Chargement de votre espace…</Trans>
        </p>
      )}
      <div id={UNIVERS_MARIN_MOUNT_ID} ref={frameRef} />
    </>
  );
}
