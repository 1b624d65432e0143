import { FIELD_FIGURES, type FieldFiguresMessage, bulkTracking } from "../service-worker/messages";

export interface FigureDelivery {
  /** Hands the figures on: to the worker, which keeps them until Matomo can be reached; or straight to Matomo. */
  readonly send: (requests: readonly string[]) => void;
  /** Asks the worker to send what it keeps. */
  readonly flush: () => void;
}

export interface DeliveryDeps {
  /** The worker controlling the page, if any (navigator.serviceWorker.controller). */
  readonly worker: () => Pick<ServiceWorker, "postMessage"> | null;
  readonly fetch: typeof fetch;
}

const browserDeps = (): DeliveryDeps => ({
  // Absent where the page is not a secure context.
  worker: () => ("serviceWorker" in navigator ? navigator.serviceWorker.controller : null),
  fetch: (input, init) => fetch(input, init),
});

/**
 * Where the page's figures go. A page the worker does not control (a first visit, a browser
 * without one) sends them itself with keepalive, so that they leave even as the page closes; they
 * are lost if Matomo cannot be reached then.
 */
export function figureDelivery(trackerUrl: string, deps: DeliveryDeps = browserDeps()): FigureDelivery {
  const message = (requests: readonly string[]): FieldFiguresMessage => ({ type: FIELD_FIGURES, trackerUrl, requests });
  return {
    send(requests) {
      if (requests.length === 0) return;
      const worker = deps.worker();
      if (worker) worker.postMessage(message(requests));
      else deps.fetch(trackerUrl, bulkTracking(requests, true)).catch(() => undefined);
    },
    flush() {
      deps.worker()?.postMessage(message([]));
    },
  };
}
