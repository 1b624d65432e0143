import { prDsfrLoaded } from "@codegouvfr/react-dsfr/start";
import { useSyncExternalStore, useCallback, useEffect, useRef, useState } from "react";
import { useOnline } from "../../offline/useOnline";
import { UniversMarinAlert, UniversMarinLoading, UniversMarinSlowNotice } from "./UniversMarinAlert";
import { AUTO_RETRY, type AutoRetryStatus, browserRetryEnvironment, scheduleAutoRetry } from "../../offline/retry-schedule";
import type { UniversMarinHost } from "./host";
import { useUniversMarinHost } from "./host-context";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";
import { IDLE, type UniversMarinState } from "./state";

/**
 * The mount element's content is the sub-application's, which may have mounted in the exported
 * element before the page hydrated (start.ts): with an inner HTML that never changes,
 * Preact neither hydrates nor diffs its children, and so never removes them.
 */
const SUB_APPLICATION_CONTENT = { __html: "" };

const idle = () => IDLE;
const unsubscribed = () => () => undefined;

/**
 * Past this, a load or a mount still under way gets a message and a way forward. single-spa
 * only logs its lifecycle timeouts (spec 9) and has none for fetching main.js, so a host that
 * never answers or a mount that never settles would otherwise leave the notice up for good.
 */
export const SLOW_LOADING_MS = 8000;

/** A load shorter than this shows nothing: a notice flashing for an instant only distracts. */
export const LOADING_NOTICE_DELAY_MS = 300;

/**
 * True once the load that began at `since` (Date.now(), undefined when nothing loads) has lasted
 * `delay` ms: at once for a load that began before this component rendered for that long.
 */
function useLastedFor(since: number | undefined, delay: number): boolean {
  const [lastedFor, setLastedFor] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (since === undefined) return;
    const timer = setTimeout(() => setLastedFor(since), Math.max(0, since + delay - Date.now()));
    return () => clearTimeout(timer);
  }, [since, delay]);
  return since !== undefined && lastedFor === since;
}

/**
 * Loads a failed module again by itself (src/offline/retry-schedule.ts), up to AUTO_RETRY.maxAttempts times
 * while the frame is on the page; tells how the next attempt stands, and retries at once for the
 * user's button (the scheduled attempt is then dropped, not added to theirs).
 */
function useAutoRetry(
  host: UniversMarinHost | null,
  state: UniversMarinState,
): { readonly status: AutoRetryStatus | undefined; readonly retryNow: () => void } {
  const attempts = useRef(0);
  const cancelScheduled = useRef<() => void>(() => undefined);
  const [exhausted, setExhausted] = useState(false);
  const online = useOnline();
  const failedToLoad = state.kind === "failed" && state.failure === "failed";
  useEffect(() => {
    if (!failedToLoad) return;
    const retry = () => {
      attempts.current += 1;
      if (attempts.current >= AUTO_RETRY.maxAttempts) setExhausted(true);
      void host?.retry();
    };
    const scheduled = scheduleAutoRetry(attempts.current, retry, browserRetryEnvironment(window));
    cancelScheduled.current = scheduled.cancel;
    return scheduled.cancel;
  }, [host, state, failedToLoad]);
  const retryNow = useCallback(() => {
    cancelScheduled.current();
    void host?.retry();
  }, [host]);
  const status: AutoRetryStatus | undefined = !failedToLoad ? undefined : exhausted ? "exhausted" : online ? "scheduled" : "offline";
  return { status, retryNow };
}

/**
 * The sub-application's place in the shell. The export, which has no host, renders it empty
 * (idle); in the browser it starts single-spa, then shows the loading notice or the failure
 * alert beside the mount element, never inside it: that element belongs to the sub-application.
 */
export function UniversMarinFrame() {
  const host = useUniversMarinHost();
  const state = useSyncExternalStore(host?.status.subscribe ?? unsubscribed, host?.status.get ?? idle, idle);
  const frameRef = useCallback((element: HTMLDivElement | null) => host?.frame.set(element), [host]);
  // DSFR's scripts of the components the shell does not use, for the sub-application: without
  // them it still mounts, and DSFR binds the components already in the page when they arrive.
  useEffect(() => void prDsfrLoaded.then(() => import("./dsfr-scripts-others")), []);
  const loadingSince = state.kind === "loading" ? state.since : undefined;
  const noticeable = useLastedFor(loadingSince, LOADING_NOTICE_DELAY_MS);
  const tooLong = useLastedFor(loadingSince, SLOW_LOADING_MS);
  const autoRetry = useAutoRetry(host, state);
  return (
    <>
      {state.kind === "failed" && <UniversMarinAlert failure={state.failure} autoRetry={autoRetry.status} onRetry={autoRetry.retryNow} />}
      {tooLong && <UniversMarinSlowNotice onReload={() => window.location.reload()} />}
      {noticeable && !tooLong && <UniversMarinLoading />}
      <div id={UNIVERS_MARIN_MOUNT_ID} ref={frameRef} dangerouslySetInnerHTML={SUB_APPLICATION_CONTENT} />
    </>
  );
}
