import { z } from "zod/mini";

const CHANNEL = "portail-marin.session";

/**
 * What one tab of the portal tells the others about the browser's one backend session: it is
 * ending (any logout), or it is now that of `who` (session/session-fingerprint.ts). Nothing of
 * the person travels: `who` is a digest.
 */
export type SessionSignal = { readonly kind: "signed-out" } | { readonly kind: "signed-in"; readonly who: string };

const signalSchema = z.union([
  z.object({ kind: z.literal("signed-out") }),
  z.object({ kind: z.literal("signed-in"), who: z.string().check(z.minLength(1), z.maxLength(64)) }),
]);

/** What the portal uses of a BroadcastChannel: its tests give a stand-in of this shape. */
export type ChannelConstructor = new (
  name: string,
) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener" | "removeEventListener">;

export interface SessionSignals {
  announce(signal: SessionSignal): void;
  /** Every signal of the user's other tabs, never this page's own. */
  listen(onSignal: (signal: SessionSignal) => void): () => void;
}

/**
 * One channel object for the page: a BroadcastChannel never delivers a message to the object
 * that posted it, so a tab that logs out does not hear itself and leave a second way. Without
 * BroadcastChannel (Safari before 15.4), tabs still notice when they are shown again
 * (session/follow-session.ts).
 */
export function createSessionSignals(Channel: ChannelConstructor | undefined): SessionSignals {
  const channel = Channel === undefined ? undefined : new Channel(CHANNEL);
  return {
    announce: (signal) => channel?.postMessage(signal),
    listen(onSignal) {
      if (channel === undefined) return () => undefined;
      const onMessage = (event: MessageEvent<unknown>) => {
        const signal = signalSchema.safeParse(event.data);
        if (signal.success) onSignal(signal.data);
      };
      channel.addEventListener("message", onMessage);
      return () => channel.removeEventListener("message", onMessage);
    },
  };
}

let pageSignals: SessionSignals | undefined;

/** The page's own channel, made on first use (never during the export's render). */
export function sessionSignalsOfPage(): SessionSignals {
  pageSignals ??= createSessionSignals(typeof BroadcastChannel === "function" ? BroadcastChannel : undefined);
  return pageSignals;
}
