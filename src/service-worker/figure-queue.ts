import type { FieldFiguresMessage } from "./messages";

/** Figures the worker could not send, with when it took them. */
export interface QueuedBatch {
  readonly trackerUrl: string;
  readonly requests: readonly string[];
  /** Date.now() when the worker took them. */
  readonly at: number;
}

/** Where the queue lives (IndexedDB in the worker): one change at a time, read and written in one transaction. */
export interface BatchStore {
  update(change: (batches: readonly QueuedBatch[]) => readonly QueuedBatch[]): Promise<void>;
}

/**
 * How much waits, and how long: Matomo records a request dated (cdt) up to 24 hours back without
 * an access token, which the page cannot hold; a margin of one hour for the sending itself.
 */
export const FIGURE_QUEUE_LIMITS = { maxRequests: 200, maxAgeMs: 23 * 60 * 60 * 1000 } as const;

export interface FigureQueueDeps {
  readonly store: BatchStore;
  /** Rejects when Matomo cannot be reached. */
  readonly send: (trackerUrl: string, requests: readonly string[]) => Promise<unknown>;
  readonly now: () => number;
}

export interface FigureQueue {
  /** Sends the message's figures with every batch kept, in one request per tracker; keeps what fails. */
  readonly deliver: (message: FieldFiguresMessage) => Promise<void>;
}

const requestCount = (batches: readonly QueuedBatch[]) => batches.reduce((count, batch) => count + batch.requests.length, 0);

/** The newest batches that fit the limits, oldest first. */
function withinLimits(batches: readonly QueuedBatch[], now: number): QueuedBatch[] {
  const kept = batches.filter((batch) => now - batch.at <= FIGURE_QUEUE_LIMITS.maxAgeMs);
  while (kept.length > 1 && requestCount(kept) > FIGURE_QUEUE_LIMITS.maxRequests) kept.shift();
  return kept;
}

/**
 * The field figures' queue, on the worker's side: a page's last moment is often its closing, so
 * the worker, which outlives it, sends and learns whether the figures arrived. It sends whenever a
 * page gives it figures or asks it to (at each page's start, when the browser comes back online),
 * not on Background Sync, which only Chromium has (docs/performance.md, "Field figures").
 */
export function createFigureQueue({ store, send, now }: FigureQueueDeps): FigureQueue {
  return {
    async deliver({ trackerUrl, requests }) {
      let waiting: readonly QueuedBatch[] = [];
      await store.update((batches) => {
        waiting = batches;
        return [];
      });
      const taken = requests.length > 0 ? [...waiting, { trackerUrl, requests, at: now() }] : [...waiting];
      const fresh = withinLimits(taken, now());
      const failed: QueuedBatch[] = [];
      for (const url of new Set(fresh.map((batch) => batch.trackerUrl))) {
        const batches = fresh.filter((batch) => batch.trackerUrl === url);
        try {
          await send(
            url,
            batches.flatMap((batch) => batch.requests),
          );
        } catch {
          failed.push(...batches);
        }
      }
      if (failed.length > 0) await store.update((batches) => withinLimits([...failed, ...batches], now()));
    },
  };
}
