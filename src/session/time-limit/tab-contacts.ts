import type { ChannelConstructor } from "../../api/session-signals";

const CHANNEL = "portail-marin.session-contact";

export interface TabContacts {
  /** Tells the user's other tabs that the backend answered this one at `at`. */
  share(at: number): void;
  stop(): void;
}

/**
 * The last contact shared across the user's tabs: the backend's session is one for all of them,
 * so a tab in use keeps another from warning. Where the browser has no BroadcastChannel, each
 * tab keeps its own clock, which only errs on the side of warning.
 *
 * Closed while the page sits in the back/forward cache: a message arriving there evicts it
 * (Chromium), and the other tabs' contacts come with every answer they get. The page looks at
 * its clock again when it is shown (session-time-limit.ts).
 */
export function shareContactsAcrossTabs(
  onOtherTab: (at: number) => void,
  Channel: ChannelConstructor | undefined,
  page: Pick<EventTarget, "addEventListener" | "removeEventListener">,
): TabContacts {
  if (Channel === undefined) return { share: () => undefined, stop: () => undefined };
  const open = () => {
    const opened = new Channel(CHANNEL);
    opened.addEventListener("message", (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (typeof data === "object" && data !== null && "at" in data && typeof data.at === "number") onOtherTab(data.at);
    });
    return opened;
  };
  let channel: ReturnType<typeof open> | null = open();
  const onHide = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    channel?.close();
    channel = null;
  };
  const onShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && channel === null) channel = open();
  };
  page.addEventListener("pagehide", onHide);
  page.addEventListener("pageshow", onShow);
  return {
    share: (at) => channel?.postMessage({ at }),
    stop: () => {
      channel?.close();
      channel = null;
      page.removeEventListener("pagehide", onHide);
      page.removeEventListener("pageshow", onShow);
    },
  };
}
