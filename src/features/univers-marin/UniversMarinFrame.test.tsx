// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_NOTICE_DELAY_MS, SLOW_LOADING_MS, UniversMarinFrame } from "./UniversMarinFrame";
import { AUTO_RETRY } from "../../offline/retry-schedule";
import { UniversMarinHostContext } from "./host-context";
import { createFrameSlot, createUniversMarinStatus, markLoading } from "./state";

/** The host the frame is given at boot, with the calls the frame makes recorded. */
function fakeHost() {
  return {
    status: createUniversMarinStatus(),
    frame: createFrameSlot(),
    lendShell: vi.fn(),
    register: vi.fn(),
    activate: vi.fn(),
    retry: vi.fn(async () => undefined),
    prefetch: vi.fn(),
    figures: () => ({ state: "none" as const }),
  };
}

const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
let host = fakeHost();
const frame = () => (
  <I18nProvider i18n={i18n}>
    <UniversMarinHostContext value={host}>
      <UniversMarinFrame />
    </UniversMarinHostContext>
  </I18nProvider>
);

describe("UniversMarinFrame", () => {
  beforeEach(() => {
    host = fakeHost();
  });

  it("exports an empty mount element, whatever the browser state (hydration renders the same)", () => {
    host.status.set({ kind: "failed", failure: "failed", at: 0 });
    expect(renderToString(frame())).toBe('<div id="univers-marin"></div>');
  });

  it("hydrates around a module that mounted in the exported element first, and keeps its content through later renders", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(frame());
    document.body.append(container);
    const exported = document.getElementById("univers-marin");
    const page = document.createElement("h1");
    page.textContent = "Accueil de mon espace marin";
    exported?.append(page);
    host.status.set({ kind: "mounted" });
    await act(async () => {
      hydrateRoot(container, frame());
    });
    expect(await host.frame.element()).toBe(exported);
    act(() => markLoading(host.status));
    act(() => host.status.set({ kind: "mounted" }));
    expect(exported?.firstElementChild).toBe(page);
    expect(exported).toHaveTextContent("Accueil de mon espace marin");
    container.remove();
  });

  it("a failure known before hydration shows once hydrated, beside the exported mount element, not in its place", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(frame());
    document.body.append(container);
    const exported = document.getElementById("univers-marin");
    host.status.set({ kind: "failed", failure: "failed", at: 0 });
    await act(async () => {
      hydrateRoot(container, frame());
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin n’a pas pu être affiché");
    expect(document.getElementById("univers-marin")).toBe(exported);
    expect(exported).toBeEmptyDOMElement();
    container.remove();
  });

  it("without a host (the export), renders the empty mount element and starts nothing", () => {
    render(
      <I18nProvider i18n={i18n}>
        <UniversMarinFrame />
      </I18nProvider>,
    );
    expect(document.getElementById("univers-marin")).toBeEmptyDOMElement();
    expect(host.activate).not.toHaveBeenCalled();
  });

  it("gives the host its mount element", async () => {
    render(frame());
    expect(await host.frame.element()).toBe(document.getElementById("univers-marin"));
  });

  it("says it is loading once that lasts 300 ms, then shows a failure as an alert with a retry button beside the mount element", () => {
    vi.useFakeTimers();
    render(frame());
    act(() => markLoading(host.status));
    act(() => {
      vi.advanceTimersByTime(LOADING_NOTICE_DELAY_MS - 1);
    });
    expect(screen.queryByRole("status")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace…");
    // A skeleton of the page to come, hidden from screen readers, which read the text alone.
    expect(within(screen.getByRole("status")).getByTestId("univers-marin-skeleton")).toHaveAttribute("aria-hidden", "true");
    act(() => host.status.set({ kind: "failed", failure: "failed", at: 0 }));
    expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin n’a pas pu être affiché");
    expect(document.getElementById("univers-marin")).toBeEmptyDOMElement();
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    });
    expect(host.retry).toHaveBeenCalledTimes(1);
    // The automatic attempt it was waiting for is dropped: the user's retry took its place.
    act(() => {
      vi.advanceTimersByTime(AUTO_RETRY.maxDelayMs);
    });
    expect(host.retry).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  describe("a load or mount that never ends", () => {
    afterEach(() => vi.useRealTimers());

    it("turns the loading notice into a warning with a way forward, and goes once mounted", () => {
      vi.useFakeTimers();
      render(frame());
      act(() => markLoading(host.status));
      act(() => {
        vi.advanceTimersByTime(SLOW_LOADING_MS - 1);
      });
      expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace…");
      expect(screen.queryByRole("alert")).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin tarde à s’afficher");
      expect(screen.getByRole("button", { name: "Recharger la page" })).toBeInTheDocument();
      expect(screen.queryByRole("status")).toBeNull();
      act(() => host.status.set({ kind: "mounted" }));
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("counts from the start of loading, not from each step (load, then mount), and afresh next time", () => {
      vi.useFakeTimers();
      render(frame());
      act(() => markLoading(host.status));
      act(() => {
        vi.advanceTimersByTime(SLOW_LOADING_MS / 2);
      });
      // single-spa's mount step marks it loading again.
      act(() => markLoading(host.status));
      act(() => {
        vi.advanceTimersByTime(SLOW_LOADING_MS / 2);
      });
      expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin tarde à s’afficher");

      act(() => host.status.set({ kind: "mounted" }));
      act(() => markLoading(host.status));
      act(() => {
        vi.advanceTimersByTime(LOADING_NOTICE_DELAY_MS);
      });
      expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace…");
      expect(screen.queryByRole("alert")).toBeNull();
    });
  });

  describe("a load that began before the frame rendered (the module starts before the app)", () => {
    afterEach(() => vi.useRealTimers());

    it("shows the loading status and the slow notice counted from the load's start, not from the frame's render", () => {
      vi.useFakeTimers();
      markLoading(host.status, Date.now() - LOADING_NOTICE_DELAY_MS + 100);
      render(frame());
      expect(screen.queryByRole("status")).toBeNull();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace…");
      act(() => {
        vi.advanceTimersByTime(SLOW_LOADING_MS - LOADING_NOTICE_DELAY_MS);
      });
      expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin tarde à s’afficher");
    });

    it("a load already past 8 s shows the slow notice as soon as the frame is on the page", () => {
      vi.useFakeTimers();
      markLoading(host.status, Date.now() - SLOW_LOADING_MS - 2000);
      render(frame());
      act(() => {
        vi.advanceTimersByTime(0);
      });
      expect(screen.getByRole("alert")).toHaveTextContent("Votre espace marin tarde à s’afficher");
      expect(screen.queryByRole("status")).toBeNull();
    });
  });

  describe("a failed load retries by itself", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("after a backoff, saying so, and again after each failure until the cap", () => {
      vi.useFakeTimers();
      render(frame());
      for (let attempt = 0; attempt < AUTO_RETRY.maxAttempts; attempt += 1) {
        act(() => host.status.set({ kind: "failed", failure: "failed", at: 0 }));
        expect(screen.getByRole("alert")).toHaveTextContent("Un nouvel essai est fait automatiquement");
        act(() => {
          vi.advanceTimersByTime(AUTO_RETRY.maxDelayMs);
        });
        expect(host.retry).toHaveBeenCalledTimes(attempt + 1);
      }
      act(() => host.status.set({ kind: "failed", failure: "failed", at: 0 }));
      act(() => {
        vi.advanceTimersByTime(10 * AUTO_RETRY.maxDelayMs);
      });
      expect(host.retry).toHaveBeenCalledTimes(AUTO_RETRY.maxAttempts);
      expect(screen.getByRole("alert")).toHaveTextContent("Vous pouvez réessayer dans quelques instants.");
      expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    });

    it("waits while the browser is offline, and retries as soon as it is back online", () => {
      vi.useFakeTimers();
      const online = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
      render(frame());
      act(() => host.status.set({ kind: "failed", failure: "failed", at: 0 }));
      expect(screen.getByRole("alert")).toHaveTextContent("hors connexion");
      act(() => {
        vi.advanceTimersByTime(10 * AUTO_RETRY.maxDelayMs);
      });
      expect(host.retry).not.toHaveBeenCalled();
      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event("online"));
      });
      expect(host.retry).toHaveBeenCalledTimes(1);
    });

    it("stops once the page leaves", () => {
      vi.useFakeTimers();
      const { unmount } = render(frame());
      act(() => host.status.set({ kind: "failed", failure: "failed", at: 0 }));
      unmount();
      act(() => {
        vi.advanceTimersByTime(AUTO_RETRY.maxDelayMs);
      });
      expect(host.retry).not.toHaveBeenCalled();
    });
  });

  it("offers no retry when no host is configured", () => {
    render(frame());
    act(() => host.status.set({ kind: "failed", failure: "unconfigured", at: 0 }));
    expect(screen.getByRole("alert")).toHaveTextContent("L’adresse de l’espace marin n’est pas configurée.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
