// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadMatomo } from "./matomo";

const settings = {
  trackerUrl: "https://stats.example.gouv.fr/matomo.php",
  siteId: 3,
  scriptUrl: "https://stats.example.gouv.fr/matomo.js",
};

function queued(): unknown[] {
  return [...(window._paq as unknown[])];
}

afterEach(() => {
  delete window._paq;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe("loadMatomo", () => {
  it("queues a cookie-less setup with link tracking, then loads the configured script", () => {
    loadMatomo(settings);
    expect(queued()).toEqual([
      ["disableCookies"],
      ["enableLinkTracking"],
      ["setTrackerUrl", "https://stats.example.gouv.fr/matomo.php"],
      ["setSiteId", "3"],
    ]);
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://stats.example.gouv.fr/matomo.js");
    expect(scripts[0]?.async).toBe(true);
  });

  it("sets the new URL and title before each page view", () => {
    const tracker = loadMatomo(settings);
    tracker.trackPageView({ url: "https://portail.example/fr/plan-site", title: "Portail du marin | Plan du site" });
    expect(queued().slice(4)).toEqual([
      ["setCustomUrl", "https://portail.example/fr/plan-site"],
      ["setDocumentTitle", "Portail du marin | Plan du site"],
      ["trackPageView"],
    ]);
  });

  it("warns once when the script cannot load, and keeps working", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tracker = loadMatomo(settings);
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("https://stats.example.gouv.fr/matomo.js");
    expect(() => tracker.trackPageView({ url: "https://portail.example/", title: "t" })).not.toThrow();
  });

  it("pushes into Matomo's own queue object once matomo.js has replaced the array", () => {
    const commands: unknown[] = [];
    window._paq = { push: (command) => commands.push(command) };
    loadMatomo(settings).trackPageView({ url: "https://portail.example/a", title: "A" });
    expect(commands.at(-1)).toEqual(["trackPageView"]);
  });
});
