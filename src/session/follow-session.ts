import type { QueryClient } from "@tanstack/react-query";
import type { SessionSignals } from "../api/session-signals";
import { judgeSession } from "./judgement";
import { cachedSessionAnswers } from "./session-answers";
import { STORAGE_KEYS } from "./storage-keys";

export interface FollowSessionDeps {
  readonly queryClient: QueryClient;
  readonly signals: SessionSignals;
  /** localStorage, which a browser may refuse (it then throws). */
  readonly storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly window: Pick<Window, "addEventListener" | "removeEventListener">;
  readonly document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState" | "body">;
  /** Takes the page away from its signed-in content, at once and for good. */
  readonly leave: () => void;
  /** A fresh load of this page: its answers then come from the backend, not from history. */
  readonly reload: () => void;
  /** This page is itself on its way to /logout: it has nothing more to leave. */
  readonly loggingOut: () => boolean;
}

type Marker = { readonly readable: true; readonly value: string | null } | { readonly readable: false };

/**
 * Keeps this page on the browser's one backend session. A page that shows someone (its rights
 * and habilitations answered) leaves that content when another tab logs out or shows another
 * session, when it is shown again (a hidden tab, a page brought back from the back/forward cache,
 * which every browser keeps) and the session marker of local storage is gone or changed, and it
 * tells the other tabs whom it shows. A page that learns from the backend that nobody is signed
 * in while the marker still names someone tells the other tabs too: a session that ended by itself
 * or in a tab that has since left.
 */
export function followSession(deps: FollowSessionDeps): () => void {
  let shown: string | null = null;
  let left = false;

  const readMarker = (): Marker => {
    try {
      return { readable: true, value: deps.storage().getItem(STORAGE_KEYS.session) };
    } catch {
      return { readable: false };
    }
  };
  const writeMarker = (change: (storage: Pick<Storage, "setItem" | "removeItem">) => void) => {
    try {
      change(deps.storage());
    } catch {
      // Without storage, the other tabs still hear the channel; pages from history ask the backend.
    }
  };
  // Nothing of the previous session stays on screen while the next page loads.
  const hideContent = () => {
    deps.document.body.hidden = true;
  };
  const leave = () => {
    if (left) return;
    left = true;
    hideContent();
    deps.leave();
  };

  const onAnswer = (who: string | null) => {
    if (who === null || who === shown) return;
    shown = who;
    const marker = readMarker();
    // Told only when the browser's session changes: a message evicts every page of the portal
    // from the back/forward cache, which a Back on a slow link would then load again.
    if (marker.readable && marker.value === who) return;
    writeMarker((storage) => storage.setItem(STORAGE_KEYS.session, who));
    deps.signals.announce({ kind: "signed-in", who });
  };
  const onNobody = () => {
    const marker = readMarker();
    if (!marker.readable || marker.value === null) return;
    writeMarker((storage) => storage.removeItem(STORAGE_KEYS.session));
    deps.signals.announce({ kind: "signed-out" });
  };
  const stopAnswers = deps.queryClient.getQueryCache().subscribe((event) => {
    if (left || event.type !== "updated") return;
    const judgement = judgeSession(cachedSessionAnswers(deps.queryClient));
    onAnswer(judgement.shown);
    if (judgement.signedOut) onNobody();
  });

  const stopSignals = deps.signals.listen((signal) => {
    if (shown === null || deps.loggingOut()) return;
    if (signal.kind === "signed-out" || signal.who !== shown) leave();
  });

  // A page brought back from history is not on its way anywhere, whatever it was doing when it left.
  const lookAgain = (restored: boolean) => {
    if (shown === null || left || (!restored && deps.loggingOut())) return;
    const marker = readMarker();
    if (marker.readable) {
      if (marker.value !== shown) leave();
    } else if (restored) {
      left = true;
      hideContent();
      deps.reload();
    }
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) lookAgain(true);
  };
  const onVisibility = () => {
    if (deps.document.visibilityState === "visible") lookAgain(false);
  };
  deps.window.addEventListener("pageshow", onPageShow);
  deps.document.addEventListener("visibilitychange", onVisibility);

  return () => {
    stopAnswers();
    stopSignals();
    deps.window.removeEventListener("pageshow", onPageShow);
    deps.document.removeEventListener("visibilitychange", onVisibility);
  };
}
