// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONNECTION_NOTICE_ID, NETWORK_NEEDED_ATTRIBUTE, startConnectionNotice } from "./connection-notice";

const notice = () => document.getElementById(CONNECTION_NOTICE_ID) as HTMLElement;
const sentence = () => notice().querySelector<HTMLElement>(`[${NETWORK_NEEDED_ATTRIBUTE}]`) as HTMLElement;

describe("startConnectionNotice", () => {
  let online = true;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    online = true;
    vi.spyOn(window.navigator, "onLine", "get").mockImplementation(() => online);
    document.body.innerHTML = `
      <div id="${CONNECTION_NOTICE_ID}" tabindex="-1" hidden><span ${NETWORK_NEEDED_ATTRIBUTE} hidden>réseau</span></div>
      <a id="sign-in" href="/oauth2/authorization/fc">FranceConnect</a>
      <a id="page" href="/fr/plan-site">Plan du site</a>`;
  });
  afterEach(() => stop());

  const goOffline = () => {
    online = false;
    window.dispatchEvent(new Event("offline"));
  };
  const click = (id: string) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  };

  it("shows the notice while the browser is offline, from a page opened offline too", () => {
    online = false;
    stop = startConnectionNotice(window);
    expect(notice().hidden).toBe(false);
    online = true;
    window.dispatchEvent(new Event("online"));
    expect(notice().hidden).toBe(true);
  });

  it("offline, a sign-in link says the network is needed instead of leaving for the browser's error page", () => {
    stop = startConnectionNotice(window);
    goOffline();
    expect(click("sign-in").defaultPrevented).toBe(true);
    expect(sentence().hidden).toBe(false);
    expect(document.activeElement).toBe(notice());
  });

  it("leaves other links, and sign-in links online, alone", () => {
    stop = startConnectionNotice(window);
    expect(click("sign-in").defaultPrevented).toBe(false);
    goOffline();
    expect(click("page").defaultPrevented).toBe(false);
    expect(sentence().hidden).toBe(true);
  });
});
