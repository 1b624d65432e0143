import { DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES, type PortalConfig } from "./schema";

/** The backend's idle time-out: SESSION_IDLE_TIMEOUT_MINUTES, or Spring's 30 minutes when absent or refused. */
export function sessionIdleTimeoutMs(config: Pick<PortalConfig, "SESSION_IDLE_TIMEOUT_MINUTES">): number {
  return (config.SESSION_IDLE_TIMEOUT_MINUTES ?? DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES) * 60_000;
}
