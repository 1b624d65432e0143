import { parseHttpUrl } from "../config/http-url";

/** Long enough for a live medical portal, short enough that a dead one does not hold the user. */
const MEDICAL_LOGOUT_TIMEOUT_MS = 3000;

/**
 * Set when this browser handed the user over to the medical portal (the menu's appointment
 * request). Local storage, because the hand-off and the logout may happen in different tabs;
 * every logout clears it with the rest.
 */
export const MEDICAL_HAND_OFF_KEY = "portail-marin.rdvSanteOuvert";

export interface HiddenFrame {
  /** Settles when the frame's load event fires. */
  readonly loaded: Promise<void>;
  readonly remove: () => void;
}

export interface MedicalLogoutDeps {
  /** MEDICAL_PORTAL_LOGOUT_URL as configured, if it is. */
  readonly medicalLogoutUrl: string | undefined;
  readonly loadHiddenFrame: (url: string) => HiddenFrame;
  readonly wait: (ms: number) => Promise<void>;
  readonly log: (message: string) => void;
}

export type MedicalLogoutOutcome = "frame-loaded" | "frame-timed-out" | "no-frame";

/**
 * The medical portal's logout page in a hidden frame (spec point 2.4), waited for at most the
 * timeout; the portal's own logout goes on whatever happened.
 */
export async function closeMedicalPortalSession(
  deps: MedicalLogoutDeps,
  timeoutMs = MEDICAL_LOGOUT_TIMEOUT_MS,
): Promise<MedicalLogoutOutcome> {
  const url = deps.medicalLogoutUrl === undefined ? null : parseHttpUrl(deps.medicalLogoutUrl);
  if (!url) {
    if (deps.medicalLogoutUrl !== undefined) deps.log("[logout] MEDICAL_PORTAL_LOGOUT_URL is not an absolute http(s) URL: not loaded");
    return "no-frame";
  }
  const frame = deps.loadHiddenFrame(url.toString());
  const outcome = await Promise.race([
    frame.loaded.then((): MedicalLogoutOutcome => "frame-loaded"),
    deps.wait(timeoutMs).then((): MedicalLogoutOutcome => "frame-timed-out"),
  ]);
  if (outcome === "frame-timed-out") deps.log(`[logout] the medical portal's logout page did not load within ${timeoutMs} ms`);
  frame.remove();
  return outcome;
}

/** Kept when the hand-off opens the medical portal; a browser that refuses storage keeps nothing. */
export function rememberMedicalHandOff(storage: () => Pick<Storage, "setItem">): void {
  try {
    storage().setItem(MEDICAL_HAND_OFF_KEY, "true");
  } catch {
    // Only the header's and the time limit's logouts then leave the medical portal's session open.
  }
}

export function medicalHandOffUsed(storage: () => Pick<Storage, "getItem">): boolean {
  try {
    return storage().getItem(MEDICAL_HAND_OFF_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * What the medical portal's logout page may do in its frame: run its script with its own
 * cookies and storage, which a logout page needs to end its session (its origin is not the
 * portal's, so it cannot reach the portal through them). Nothing else: no navigating the
 * portal's tab, no pop-up, no form, no dialog, no download.
 */
const MEDICAL_LOGOUT_SANDBOX = "allow-same-origin allow-scripts";

/** The browser's hidden frame: out of sight, out of the tab order and of the accessibility tree. */
export function loadHiddenFrameIn(doc: Document): (url: string) => HiddenFrame {
  return (url) => {
    const frame = doc.createElement("iframe");
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute("aria-hidden", "true");
    frame.title = "logout";
    frame.dataset.medicalLogout = "true";
    frame.setAttribute("sandbox", MEDICAL_LOGOUT_SANDBOX);
    // The medical portal needs no word of which portal page the user left from.
    frame.setAttribute("referrerpolicy", "no-referrer");
    const loaded = new Promise<void>((resolve) => frame.addEventListener("load", () => resolve(), { once: true }));
    frame.src = url;
    doc.body.appendChild(frame);
    return { loaded, remove: () => frame.remove() };
  };
}
