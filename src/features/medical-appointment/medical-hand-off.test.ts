// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { Autoconnexion } from "../../api/autoconnexion";
import { type HandOffDeps, type HandOffTab, handOffToMedicalAppointment } from "./medical-hand-off";

function fakeTab(): HandOffTab & { closed: boolean } {
  const tab = {
    document: document.implementation.createHTMLDocument(""),
    opener: {} as unknown,
    closed: false,
    close() {
      tab.closed = true;
    },
  };
  return tab;
}

// The schema lets only http(s) through (api/autoconnexion.test.ts); the origin is the hand-off's to check.
const urlAnswer = (url: string): Autoconnexion => ({ kind: "url", url: new URL(url) });

function deps(answer: () => Promise<Autoconnexion>, tab: HandOffTab | null, allowedOrigin: string | null = "https://rdv.example.fr") {
  const calls: string[] = [];
  const d: HandOffDeps = {
    openWindow: vi.fn(() => {
      calls.push("open");
      return tab;
    }),
    fetchAutoconnexion: vi.fn(() => {
      calls.push("fetch");
      return answer();
    }),
    showAppointmentError: vi.fn(),
    reportBlockedPopup: vi.fn(),
    reportRefusedUrl: vi.fn(),
    allowedOrigin,
    log: vi.fn(),
    messages: { unavailable: "service indisponible" },
  };
  return { d, calls };
}

describe("the medical-appointment hand-off", () => {
  it("opens the tab before calling the backend, then submits the form in it", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    const tab = fakeTab();
    const { d, calls } = deps(async () => urlAnswer("https://rdv.example.fr/entree?jeton=abc&tkaction=x"), tab);
    await expect(handOffToMedicalAppointment(d)).resolves.toBe("submitted");
    expect(calls).toEqual(["open", "fetch"]);
    const form = tab.document.querySelector("form");
    expect(form?.action).toBe("https://rdv.example.fr/entree?jeton=abc");
    expect([...tab.document.querySelectorAll("input")].map((i) => [i.name, i.value])).toEqual([
      ["jeton", "abc"],
      ["tkaction", "x"],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(tab.closed).toBe(false);
    expect(d.showAppointmentError).not.toHaveBeenCalled();
  });

  it("opens the tab synchronously, within the click", () => {
    const { d, calls } = deps(() => new Promise(() => undefined), fakeTab());
    void handOffToMedicalAppointment(d);
    expect(calls).toEqual(["open", "fetch"]);
  });

  it("on an erreur, closes the tab and shows the message", async () => {
    const tab = fakeTab();
    const { d } = deps(async (): Promise<Autoconnexion> => ({ kind: "erreur", message: "Aucun marin rattaché à ce compte." }), tab);
    await expect(handOffToMedicalAppointment(d)).resolves.toBe("error");
    expect(tab.closed).toBe(true);
    expect(d.showAppointmentError).toHaveBeenCalledWith("Aucun marin rattaché à ce compte.");
  });

  it("refuses a javascript: or data: url, or one off the medical portal's origin: the tab closes and the user is told", async () => {
    const refused = [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "https://evil.example/rdv?jeton=abc",
      "http://rdv.example.fr/entree?jeton=abc",
      "https://rdv.example.fr:8443/entree",
      "https://rdv.example.fr.evil.example/entree",
    ];
    for (const url of refused) {
      const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
      const tab = fakeTab();
      const { d } = deps(async () => urlAnswer(url), tab);
      await expect(handOffToMedicalAppointment(d), url).resolves.toBe("refused-url");
      expect(tab.closed).toBe(true);
      expect(tab.document.querySelector("form")).toBeNull();
      expect(submit).not.toHaveBeenCalled();
      expect(d.reportRefusedUrl).toHaveBeenCalledTimes(1);
      expect(d.showAppointmentError).not.toHaveBeenCalled();
    }
  });

  it("follows an http url when the configured medical portal is http, as in test environments", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    const { d } = deps(async () => urlAnswer("http://127.0.0.1:8082/rdv?jeton=abc"), fakeTab(), "http://127.0.0.1:8082");
    await expect(handOffToMedicalAppointment(d)).resolves.toBe("submitted");
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("refuses every url when no medical portal is configured", async () => {
    const tab = fakeTab();
    const { d } = deps(async () => urlAnswer("https://rdv.example.fr/entree"), tab, null);
    await expect(handOffToMedicalAppointment(d)).resolves.toBe("refused-url");
    expect(tab.closed).toBe(true);
    expect(d.reportRefusedUrl).toHaveBeenCalledTimes(1);
  });

  it("when the call fails, closes the tab and says the service is unavailable", async () => {
    const tab = fakeTab();
    const { d } = deps(async () => Promise.reject(new Error("503")), tab);
    await expect(handOffToMedicalAppointment(d)).resolves.toBe("failed");
    expect(tab.closed).toBe(true);
    expect(d.showAppointmentError).toHaveBeenCalledWith("service indisponible");
  });

  it("when the pop-up is blocked, logs it, tells the user and calls nothing", async () => {
    const { d, calls } = deps(async () => urlAnswer("https://rdv.example.fr/"), null);
    await expect(handOffToMedicalAppointment(d)).resolves.toBe("popup-blocked");
    expect(calls).toEqual(["open"]);
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining("blocked"));
    expect(d.reportBlockedPopup).toHaveBeenCalledTimes(1);
    expect(d.showAppointmentError).not.toHaveBeenCalled();
  });
});
