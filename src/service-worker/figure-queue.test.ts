import { describe, expect, it } from "vitest";
import { type BatchStore, FIGURE_QUEUE_LIMITS, type QueuedBatch, createFigureQueue } from "./figure-queue";
import { FIELD_FIGURES } from "./messages";

const TRACKER = "https://stats.example.gouv.fr/matomo.php";

/** The store's contract as idb-keyval's update gives it: each change sees the last one's result. */
function memoryStore(initial: readonly QueuedBatch[] = []): BatchStore & { batches: readonly QueuedBatch[] } {
  return {
    batches: initial,
    async update(change) {
      await Promise.resolve();
      this.batches = change(this.batches);
    },
  };
}

function setup({ reachable = true, batches = [] as readonly QueuedBatch[], now = 1_000_000_000 } = {}) {
  const store = memoryStore(batches);
  const sent: { url: string; requests: readonly string[] }[] = [];
  const state = { reachable, now };
  const queue = createFigureQueue({
    store,
    send: async (url, requests) => {
      if (!state.reachable) throw new TypeError("Failed to fetch");
      sent.push({ url, requests });
    },
    now: () => state.now,
  });
  const message = (...requests: string[]) => ({ type: FIELD_FIGURES, trackerUrl: TRACKER, requests });
  return { store, sent, state, queue, message };
}

describe("the field figures' queue", () => {
  it("sends a page's figures at once when Matomo answers, and keeps nothing", async () => {
    const { queue, sent, store, message } = setup();
    await queue.deliver(message("?e_a=LCP", "?e_a=CLS"));
    expect(sent).toEqual([{ url: TRACKER, requests: ["?e_a=LCP", "?e_a=CLS"] }]);
    expect(store.batches).toEqual([]);
  });

  it("keeps them while Matomo cannot be reached, then sends them with the next ones in one request", async () => {
    const { queue, sent, store, state, message } = setup({ reachable: false });
    await queue.deliver(message("?e_a=LCP&cdt=1"));
    state.now += 60_000;
    await queue.deliver(message("?e_a=LCP&cdt=2"));
    expect(sent).toEqual([]);
    expect(store.batches.map((batch) => batch.requests)).toEqual([["?e_a=LCP&cdt=1"], ["?e_a=LCP&cdt=2"]]);

    state.reachable = true;
    await queue.deliver(message("?e_a=TTFB&cdt=3"));
    expect(sent).toEqual([{ url: TRACKER, requests: ["?e_a=LCP&cdt=1", "?e_a=LCP&cdt=2", "?e_a=TTFB&cdt=3"] }]);
    expect(store.batches).toEqual([]);
  });

  it("sends what it keeps when a page only asks it to", async () => {
    const { queue, sent, store, message } = setup({ batches: [{ trackerUrl: TRACKER, requests: ["?e_a=INP"], at: 1_000_000_000 }] });
    await queue.deliver(message());
    expect(sent).toEqual([{ url: TRACKER, requests: ["?e_a=INP"] }]);
    expect(store.batches).toEqual([]);
    await queue.deliver(message());
    expect(sent).toHaveLength(1);
  });

  it("drops figures older than Matomo records without a token", async () => {
    const { queue, sent, state, message } = setup({ reachable: false });
    await queue.deliver(message("?old"));
    state.now += FIGURE_QUEUE_LIMITS.maxAgeMs + 1;
    state.reachable = true;
    await queue.deliver(message("?new"));
    expect(sent).toEqual([{ url: TRACKER, requests: ["?new"] }]);
  });

  it("keeps the newest figures within its bound", async () => {
    const { queue, store, state, message } = setup({ reachable: false });
    const perPage = 4;
    for (let page = 0; page < FIGURE_QUEUE_LIMITS.maxRequests / perPage + 10; page += 1) {
      state.now += 1000;
      await queue.deliver(message(...Array.from({ length: perPage }, (_, index) => `?page=${page}&figure=${index}`)));
    }
    const kept = store.batches.flatMap((batch) => batch.requests);
    expect(kept).toHaveLength(FIGURE_QUEUE_LIMITS.maxRequests);
    expect(kept.at(-1)).toBe(`?page=${FIGURE_QUEUE_LIMITS.maxRequests / perPage + 9}&figure=3`);
  });

  it("sends each tracker's figures to it, and keeps only those of the one that failed", async () => {
    const other = "https://old-stats.example.gouv.fr/matomo.php";
    const { sent, store, message } = setup({ batches: [{ trackerUrl: other, requests: ["?from-old"], at: 1_000_000_000 }] });
    const failing = createFigureQueue({
      store,
      send: async (url, requests) => {
        if (url === other) throw new TypeError("Failed to fetch");
        sent.push({ url, requests });
      },
      now: () => 1_000_000_000,
    });
    await failing.deliver(message("?from-new"));
    expect(sent).toEqual([{ url: TRACKER, requests: ["?from-new"] }]);
    expect(store.batches).toEqual([{ trackerUrl: other, requests: ["?from-old"], at: 1_000_000_000 }]);
  });
});
