// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { shareContactsAcrossTabs } from "./tab-contacts";

const opened: BroadcastChannel[] = [];
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

class TrackedChannel extends BroadcastChannel {
  constructor(name: string) {
    super(name);
    opened.push(this);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));
const transition = (type: "pagehide" | "pageshow", persisted: boolean) => new PageTransitionEvent(type, { persisted });

describe("the contacts shared across tabs", () => {
  it("hears the other tabs' contacts, and none while the page sits in the back/forward cache (a message would evict it)", async () => {
    const page = new EventTarget();
    const heard: number[] = [];
    const mine = shareContactsAcrossTabs((at) => heard.push(at), TrackedChannel, page);
    const other = shareContactsAcrossTabs(() => undefined, TrackedChannel, new EventTarget());
    other.share(1);
    await nextTask();
    page.dispatchEvent(transition("pagehide", true));
    other.share(2);
    await nextTask();
    page.dispatchEvent(transition("pageshow", true));
    other.share(3);
    await nextTask();
    expect(heard).toEqual([1, 3]);
    mine.stop();
    other.stop();
  });

  it("keeps listening across a page hidden for good (no cache) and after a fresh show", async () => {
    const page = new EventTarget();
    const heard: number[] = [];
    const mine = shareContactsAcrossTabs((at) => heard.push(at), TrackedChannel, page);
    const other = shareContactsAcrossTabs(() => undefined, TrackedChannel, new EventTarget());
    page.dispatchEvent(transition("pagehide", false));
    page.dispatchEvent(transition("pageshow", false));
    other.share(4);
    await nextTask();
    expect(heard).toEqual([4]);
    mine.stop();
    other.stop();
  });
});
