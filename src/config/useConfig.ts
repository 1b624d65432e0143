import { useSyncExternalStore } from "react";
import { BUILD_TIME_CONFIG, type PortalConfig, getConfig } from "./config";

const subscribe = () => () => {};

/**
 * Hydration renders with the build-time (empty) configuration, exactly as the exported HTML
 * was rendered, then React re-renders with the runtime values: no mismatch, no rebuild.
 */
export function useConfig(): PortalConfig {
  return useSyncExternalStore(subscribe, getConfig, () => BUILD_TIME_CONFIG);
}
