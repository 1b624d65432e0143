const CHANNEL = "portail-marin.session-contact";

export interface TabContacts {
  /** Tells the user's other tabs that the backend answered this one at `at`. */
  share(at: number): void;
  stop(): void;
}

export type ChannelConstructor = new (name: string) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener">;

/**
 * The last contact shared across the user's tabs: the backend's session is one for all of them,
 * so a tab in use keeps another from warning. Where the browser has no BroadcastChannel, each
 * tab keeps its own clock, which only errs on the side of warning.
 */
export function shareContactsAcrossTabs(onOtherTab: (at: number) => void, Channel: ChannelConstructor | undefined): TabContacts {
  if (Channel === undefined) return { share: () => undefined, stop: () => undefined };
  const channel = new Channel(CHANNEL);
  channel.addEventListener("message", (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (typeof data === "object" && data !== null && "at" in data && typeof data.at === "number") onOtherTab(data.at);
  });
  return {
    share: (at) => channel.postMessage({ at }),
    stop: () => channel.close(),
  };
}
