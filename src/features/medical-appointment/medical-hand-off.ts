import type { Autoconnexion } from "../../api/autoconnexion";
import { buildAutoconnexionForm, submitFormIn } from "./autoconnexion-form";

/** The part of a browser tab the hand-off uses. */
export interface HandOffTab {
  readonly document: Document;
  opener: unknown;
  close(): void;
}

export interface HandOffDeps {
  /** Opens an empty tab; null when the browser blocked it. Must run synchronously in the click. */
  readonly openWindow: () => HandOffTab | null;
  /** The answer as its schema checked it: an http(s) URL, or the message to show. */
  readonly fetchAutoconnexion: () => Promise<Autoconnexion>;
  /** Goes to /erreurRdvMarin with the message in navigation state. */
  readonly showAppointmentError: (message: string) => void;
  /** Tells the user the tab was blocked and how to allow pop-ups. */
  readonly reportBlockedPopup: () => void;
  /** Tells the user the answer's url was refused (an alert on the page they are on). */
  readonly reportRefusedUrl: () => void;
  /**
   * The medical portal's origin (medicalPortalOrigin), the only one the CSP's form-action lets
   * the form go to besides the portal's own; null when none is configured.
   */
  readonly allowedOrigin: string | null;
  readonly log: (message: string) => void;
  /** In the user's language: the call failed. */
  readonly messages: { readonly unavailable: string };
}

export type HandOffOutcome = "submitted" | "error" | "refused-url" | "failed" | "popup-blocked";

/**
 * The medical-appointment hand-off of spec point 4. The tab is opened before any await so the
 * browser counts it as part of the user's click and does not block it as a pop-up.
 */
export async function handOffToMedicalAppointment(deps: HandOffDeps): Promise<HandOffOutcome> {
  const tab = deps.openWindow();
  if (!tab) {
    deps.log("[rdv-medical] the new tab was blocked by the browser's pop-up blocker");
    deps.reportBlockedPopup();
    return "popup-blocked";
  }
  let answer: Autoconnexion;
  try {
    answer = await deps.fetchAutoconnexion();
  } catch {
    tab.close();
    deps.showAppointmentError(deps.messages.unavailable);
    return "failed";
  }
  if (answer.kind === "erreur") {
    tab.close();
    deps.showAppointmentError(answer.message);
    return "error";
  }
  // Checked here rather than left to the CSP, which would leave the user a blank tab and no word.
  if (deps.allowedOrigin === null || answer.url.origin !== deps.allowedOrigin) {
    tab.close();
    deps.log(
      `[rdv-medical] the autoconnexion url is not an http(s) address of the medical portal (${deps.allowedOrigin ?? "not configured"}): refused`,
    );
    deps.reportRefusedUrl();
    return "refused-url";
  }
  // The receiving site must not reach back into the portal through window.opener.
  tab.opener = null;
  submitFormIn(tab.document, buildAutoconnexionForm(answer.url));
  return "submitted";
}
