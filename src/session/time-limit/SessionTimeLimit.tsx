import { useCallback, useEffect, useRef, useState } from "react";
import { useApiClient } from "../../api/api-client-context";
import { isApiError } from "../../api/errors";
import { sessionIdleTimeoutMs } from "../../config/session-idle-timeout";
import { useConfig } from "../../config/useConfig";
import { logout } from "../logout";
import type { ObserverConstructor } from "./api-answers";
import type { IdlePhase } from "./idle-clock";
import { type SessionTimeLimit as Limit, type TimeLimitBrowser, startSessionTimeLimit } from "./session-time-limit";
import type { ChannelConstructor } from "../../api/session-signals";
import { touchBackend } from "./touch-backend";
import { useSignedIn } from "./useSignedIn";
import { deferredPart } from "../../ui/deferred-part";

// Most sessions never see the warning, and the first render's JavaScript crosses a metered
// satellite link: its code is asked for when the warning is first due.
const SessionExpiryDialog = deferredPart(() => import("./SessionExpiryDialog").then((module) => module.SessionExpiryDialog));

function browserOf(win: Window): TimeLimitBrowser {
  // Older browsers lack either: typed as what they may be.
  const optional: { readonly PerformanceObserver?: ObserverConstructor; readonly BroadcastChannel?: ChannelConstructor } = globalThis;
  return {
    origin: win.location.origin,
    window: win,
    document: win.document,
    PerformanceObserver: optional.PerformanceObserver,
    BroadcastChannel: optional.BroadcastChannel,
  };
}

/**
 * The session's time limit (RGAA 13.1), mounted once in the layout: while someone is signed in,
 * the idle clock runs, the warning's dialog opens two minutes before the time-out, and the
 * time-out itself logs out, saying why.
 */
export function SessionTimeLimit() {
  const signedIn = useSignedIn();
  const timeoutMs = sessionIdleTimeoutMs(useConfig());
  const api = useApiClient();
  const [phase, setPhase] = useState<IdlePhase>({ kind: "active" });
  const [extending, setExtending] = useState(false);
  const [extensionFailed, setExtensionFailed] = useState(false);
  const limit = useRef<Limit | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const started = startSessionTimeLimit({
      timeoutMs,
      browser: browserOf(window),
      touch: () => touchBackend(api),
      onPhase: (next) => {
        if (next.kind === "expired") return logout("expired");
        setPhase(next);
        if (next.kind === "active") setExtensionFailed(false);
      },
    });
    limit.current = started;
    return () => {
      started.stop();
      limit.current = null;
      // A clock started afresh (a new time-out from a late env.js) begins without a warning.
      setPhase({ kind: "active" });
    };
  }, [signedIn, timeoutMs, api]);

  const extend = useCallback(() => {
    const current = limit.current;
    if (current === null) return;
    // The dialog goes at once (focus back where it was); it comes back if the backend cannot be reached.
    setExtending(true);
    current.extend().then(
      () => setExtending(false),
      (error: unknown) => {
        // The backend had already ended the session: the client's 401 policy is logging out.
        if (isApiError(error) && error.status === 401) return;
        setExtensionFailed(true);
        setExtending(false);
      },
    );
  }, []);
  const leave = useCallback(() => logout(), []);

  if (phase.kind !== "warning" || extending) return null;
  return <SessionExpiryDialog endsAt={phase.endsAt} extensionFailed={extensionFailed} onExtend={extend} onLogout={leave} />;
}
