import { useSyncExternalStore } from "react";
import { BUILD_TIME_CONFIG, type PortalConfig, getConfig, subscribeConfig } from "./config";

/**
 * Hydration renders with the build-time (empty) configuration, exactly as the exported HTML
 * was rendered, then React re-renders with the runtime values: no mismatch, no rebuild; and
 * again if env.js only arrives later (a page opened offline).
 */
export function useConfig(): PortalConfig {
  return useSyncExternalStore(subscribeConfig, getConfig, () => BUILD_TIME_CONFIG);
}
