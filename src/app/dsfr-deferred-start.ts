import { yieldToBrowser } from "./yield-to-browser";

/** The part of DSFR's global API (window.dsfr) that react-dsfr calls once DSFR's script is loaded. */
export interface DsfrStartApi {
  start: () => void;
}

/**
 * react-dsfr starts DSFR in the same task as the evaluation of its script, and the two together
 * keep a slow phone from answering a tap for some 150 ms: the start is put in a task of its own.
 * Nothing waits for the start itself; the ready mark (useReadyMark) waits for an idle moment,
 * which comes only once the tasks already queued, this one among them, have run.
 */
export function deferDsfrStart(api: DsfrStartApi): void {
  const start = api.start;
  api.start = () => {
    void yieldToBrowser().then(() => start.call(api));
  };
}
