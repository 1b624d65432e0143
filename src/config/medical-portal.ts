import { parseHttpUrl } from "./http-url";
import type { PortalConfig } from "./schema";

/**
 * The origin the medical-appointment hand-off may post its form to: MEDICAL_PORTAL_URL's, or
 * else the logout page's (the same site in most environments). The entrypoint gives the CSP's
 * form-action the same origin; null when neither is configured: then no hand-off may leave.
 */
export function medicalPortalOrigin(config: Pick<PortalConfig, "MEDICAL_PORTAL_URL" | "MEDICAL_PORTAL_LOGOUT_URL">): string | null {
  const configured = config.MEDICAL_PORTAL_URL ?? config.MEDICAL_PORTAL_LOGOUT_URL;
  return configured === undefined ? null : (parseHttpUrl(configured)?.origin ?? null);
}
