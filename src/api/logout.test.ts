// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEDICAL_HAND_OFF_KEY } from "./medical-portal-logout";
import { ROUND_TRIP_COOKIE, ROUND_TRIP_KEY, TAB_KEY } from "./provider-round-trip";
import { SIGN_OUT_EVENT, type SignOutEventDetail } from "./sub-application-sign-out";

// Once per page: each test gets a fresh page's modules.
let logout: typeof import("./logout");
let otherTab: BroadcastChannel;
let heard: unknown[];

beforeEach(async () => {
  vi.resetModules();
  window.__PORTAL_ENV__ = { MEDICAL_PORTAL_LOGOUT_URL: "https://sante.example.fr/deconnexion" };
  logout = await import("./logout");
  heard = [];
  otherTab = new BroadcastChannel("portail-marin.session");
  otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
});

afterEach(() => {
  otherTab.close();
  delete window.__PORTAL_ENV__;
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
});

function stubLocation(pathname: string) {
  const steps: string[] = [];
  const assign = vi.fn<(url: string) => void>((url) => steps.push(`assign ${url}`));
  vi.spyOn(window, "location", "get").mockReturnValue({
    assign,
    pathname,
    origin: "https://portail.example",
    protocol: "https:",
  } as Partial<Location> as Location);
  return { assign, steps };
}

const medicalFrame = () => document.querySelector<HTMLIFrameElement>("iframe[data-medical-logout]");

describe("every logout's one way out", () => {
  it("tells the user's other tabs, after the storage is cleared, then leaves for /logout", async () => {
    const { assign } = stubLocation("/fr/mes-infos");
    window.localStorage.setItem("portail-marin.session", "abc");
    await logout.leaveThroughLogout({ to: "/fr/login" });
    expect(assign).toHaveBeenCalledWith("/logout");
    expect(window.localStorage.getItem("portail-marin.session")).toBeNull();
    await vi.waitFor(() => expect(heard).toEqual([{ kind: "signed-out" }]));
  });

  it("clears the tab's session storage but its name, and the trip it keeps is this tab's", async () => {
    stubLocation("/fr/mes-infos");
    window.sessionStorage.setItem(TAB_KEY, "tab-1");
    window.sessionStorage.setItem("portail-marin.brouillon", "12345678");
    await logout.leaveThroughLogout({ to: "/fr/loginAyantDroit" });
    expect(window.sessionStorage.getItem("portail-marin.brouillon")).toBeNull();
    expect(window.sessionStorage.getItem(TAB_KEY)).toBe("tab-1");
    expect(JSON.parse(window.sessionStorage.getItem(ROUND_TRIP_KEY) ?? "{}")).toMatchObject({ to: "/fr/loginAyantDroit", tab: "tab-1" });
  });

  it("loads the medical portal's logout page first when this browser used the hand-off, whatever the way out", async () => {
    const { assign } = stubLocation("/fr/univers-marin/pmr/accueil-pmr");
    window.localStorage.setItem(MEDICAL_HAND_OFF_KEY, "true");
    const done = logout.leaveThroughLogout({ to: "/fr/login", expired: true });
    await vi.waitFor(() => expect(medicalFrame()?.src).toBe("https://sante.example.fr/deconnexion"));
    expect(assign).not.toHaveBeenCalled();
    medicalFrame()?.dispatchEvent(new Event("load"));
    await done;
    expect(medicalFrame()).toBeNull();
    expect(assign).toHaveBeenCalledWith("/logout");
    expect(window.localStorage.getItem(MEDICAL_HAND_OFF_KEY)).toBeNull();
  });

  it("loads no medical frame when the hand-off was not used, unless asked (Oui on /mes-infos)", async () => {
    const { assign } = stubLocation("/fr/mes-infos");
    const appended = vi.spyOn(document.body, "appendChild");
    await logout.leaveThroughLogout({ to: "/fr/login" });
    expect(appended).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/logout");

    vi.resetModules();
    const fresh = await import("./logout");
    const done = fresh.leaveThroughLogout({ to: "/fr/login", closeMedicalPortal: true });
    await vi.waitFor(() => expect(medicalFrame()).not.toBeNull());
    medicalFrame()?.dispatchEvent(new Event("load"));
    await done;
  });

  it("waits for the sub-application to clear what it stored, before it leaves", async () => {
    const { steps } = stubLocation("/fr/univers-marin/pmr/accueil-pmr");
    const listener = (event: Event) => {
      const { detail } = event as CustomEvent<SignOutEventDetail>;
      detail.waitUntil(new Promise<void>((resolve) => setTimeout(() => resolve(void steps.push("cleared")), 20)));
    };
    window.addEventListener(SIGN_OUT_EVENT, listener);
    try {
      await logout.leaveThroughLogout({ to: "/fr/login" });
    } finally {
      window.removeEventListener(SIGN_OUT_EVENT, listener);
    }
    expect(steps).toEqual(["cleared", "assign /logout"]);
  });

  it("logs out once per page, however many ways ask at once", async () => {
    const { assign } = stubLocation("/fr/mes-infos");
    const first = logout.leaveThroughLogout({ to: "/fr/login" });
    const second = logout.leaveThroughLogout({ to: "/fr/loginAyantDroit" });
    expect(second).toBe(first);
    expect(logout.isLeavingThroughLogout()).toBe(true);
    await first;
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("may log out again from a page the back/forward cache brought back", async () => {
    const { assign } = stubLocation("/fr/mes-infos");
    await logout.leaveThroughLogout({ to: "/fr/login" });
    expect(window.sessionStorage.getItem(ROUND_TRIP_KEY)).not.toBeNull();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(logout.isLeavingThroughLogout()).toBe(false);
    // Its trip is over: a sign-in page the restored page goes to next follows none.
    expect(window.sessionStorage.getItem(ROUND_TRIP_KEY)).toBeNull();
    expect(document.cookie).not.toContain(ROUND_TRIP_COOKIE);
    await logout.leaveThroughLogout({ to: "/fr/login" });
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it("keeps the way back in a cookie where the browser refuses storage", async () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { assign } = stubLocation("/en/mes-infos");
    await logout.leaveThroughLogout({ to: "/en/login" });
    expect(document.cookie).toContain(`${ROUND_TRIP_COOKIE}=`);
    expect(assign).toHaveBeenCalledWith("/logout");
    document.cookie = `${ROUND_TRIP_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("goes straight to the sign-in page where the browser takes no cookie: there is no session to end", async () => {
    vi.spyOn(navigator, "cookieEnabled", "get").mockReturnValue(false);
    const { assign } = stubLocation("/es/mes-infos");
    await logout.leaveThroughLogout({ to: "/es/login", expired: true });
    expect(assign).toHaveBeenCalledWith("/es/login?session=expiree");
    expect(window.sessionStorage.getItem(ROUND_TRIP_KEY)).toBeNull();
  });
});

describe("the page a tab goes to when its session ended elsewhere", () => {
  it.each([
    ["/fr/mes-infos", "/login?session=terminee"],
    ["/univers-marin/pmr/accueil-pmr", "/login?session=terminee"],
    ["/en/loginAyantDroit", "/en/login?session=terminee"],
  ])("from %s: %s", (pathname, target) => {
    expect(logout.sessionEndedPage(pathname)).toBe(target);
  });
});
