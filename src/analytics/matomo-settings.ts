import type { PortalConfig } from "../config/config";

export interface MatomoSettings {
  /** Where hits go: Matomo's matomo.php. */
  readonly trackerUrl: string;
  readonly siteId: number;
  /** Where matomo.js is loaded from. */
  readonly scriptUrl: string;
}

/**
 * Analytics run only when the three settings are there (the config layer has already refused
 * malformed ones). MATOMO_URL is the Matomo server, or its tracker endpoint itself (…/matomo.php).
 */
export function matomoSettings(config: PortalConfig): MatomoSettings | undefined {
  const { MATOMO_URL, MATOMO_SITE_ID, MATOMO_SCRIPT_URL } = config;
  if (!MATOMO_URL || MATOMO_SITE_ID === undefined || !MATOMO_SCRIPT_URL) return undefined;
  const trackerUrl = /\.php$/i.test(new URL(MATOMO_URL).pathname) ? MATOMO_URL : `${MATOMO_URL}/matomo.php`;
  return { trackerUrl, siteId: MATOMO_SITE_ID, scriptUrl: MATOMO_SCRIPT_URL };
}
