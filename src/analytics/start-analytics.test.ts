// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startAnalytics, startFieldFiguresIfOn } from "./start-analytics";

function testRouter() {
  const root = createRootRoute();
  const routes = ["/", "/plan-site", "/accessibilite"].map((path) => createRoute({ getParentRoute: () => root, path }));
  return createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ["/plan-site"] }) });
}

const configured = { MATOMO_URL: "http://127.0.0.1:9", MATOMO_SITE_ID: 5, MATOMO_SCRIPT_URL: "http://127.0.0.1:9/matomo.js" };

afterEach(() => {
  delete window._paq;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  vi.useRealTimers();
});

describe("startAnalytics", () => {
  it("loads nothing and queues nothing when Matomo is not configured", async () => {
    const router = testRouter();
    await router.load();
    startAnalytics({ MATOMO_URL: configured.MATOMO_URL, MATOMO_SITE_ID: 5 }, router, () => "t");
    expect(window._paq).toBeUndefined();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("sends one page view per router navigation, with the path reached", async () => {
    const router = testRouter();
    await router.load();
    startAnalytics(configured, router, () => `title of ${router.state.location.pathname}`);
    // What RouterProvider does on a history change.
    router.history.push("/accessibilite");
    await router.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const commands = [...(window._paq as unknown[])];
    const views = commands.filter((command) => (command as unknown[])[0] === "trackPageView");
    expect(views).toHaveLength(2);
    expect(commands).toContainEqual(["setCustomUrl", `${window.location.origin}/accessibilite`]);
    expect(commands).toContainEqual(["setDocumentTitle", "title of /accessibilite"]);
  });

  it("loads and starts the field figures only where Matomo is configured", async () => {
    const startFieldFigures = vi.fn();
    const load = vi.fn(async () => ({ startFieldFigures }));
    const sources = { landingPath: "/fr/plan-site", universMarin: () => ({ state: "none" as const }), partOf: () => "shell" as const };
    startFieldFiguresIfOn({ MATOMO_URL: configured.MATOMO_URL, MATOMO_SITE_ID: 5 }, sources, load);
    expect(load).not.toHaveBeenCalled();
    startFieldFiguresIfOn(configured, sources, load);
    await vi.waitFor(() => expect(startFieldFigures).toHaveBeenCalledTimes(1));
    expect(startFieldFigures).toHaveBeenCalledWith(
      expect.objectContaining({ siteId: 5, trackerUrl: "http://127.0.0.1:9/matomo.php" }),
      sources,
    );
  });
});
