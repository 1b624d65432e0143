import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { openWithDsfr } from "./dsfr-modal";
import { useDialogFocus } from "./useDialogFocus";
import { useTimeLeft } from "./useTimeLeft";

const DIALOG_ID = "portail-session-expiry";

export interface SessionExpiryDialogProps {
  /** When the session ends without another contact (ms since the epoch). */
  readonly endsAt: number;
  /** The last extension failed (no answer): the dialog says so. */
  readonly extensionFailed: boolean;
  /** Prolonger la session, and Escape: the user is there. */
  readonly onExtend: () => void;
  readonly onLogout: () => void;
}

/**
 * The warning of RGAA 13.1 (WCAG 2.2.1) two minutes before the session's time-out, as a DSFR
 * modal dialog. DSFR's script shows it and locks the page behind; its keyboard is the dialog's
 * own (useDialogFocus), for DSFR's Escape closes without a word where here it means "stay".
 * Loaded only when the warning is due (SessionTimeLimit).
 */
export function SessionExpiryDialog({ endsAt, extensionFailed, onExtend, onLogout }: SessionExpiryDialogProps) {
  const id = useId();
  const ids = { title: `${id}-title`, countdown: `${id}-countdown`, loss: `${id}-loss`, failure: `${id}-failure` };
  const dialog = useRef<HTMLDialogElement>(null);
  const extend = useRef<HTMLButtonElement>(null);
  useDialogFocus(dialog, extend, onExtend);
  useEffect(() => (dialog.current === null ? undefined : openWithDsfr(dialog.current)), []);
  const { unit, count } = useTimeLeft(endsAt);

  return (
    <dialog
      ref={dialog}
      open
      id={DIALOG_ID}
      className="fr-modal fr-modal--opened"
      role="dialog"
      aria-modal="true"
      aria-labelledby={ids.title}
      aria-describedby={[ids.countdown, ids.loss, ...(extensionFailed ? [ids.failure] : [])].join(" ")}
      // DSFR's script would otherwise close it on a click beside it, behind React's back.
      data-fr-concealing-backdrop="false"
    >
      <div className="fr-container fr-container--fluid fr-container-md">
        <div className="fr-grid-row fr-grid-row--center">
          <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
            <div className="fr-modal__body">
              <div className="fr-modal__header" />
              <div className="fr-modal__content">
                <h2 id={ids.title} className="fr-modal__title">
                  <Trans>Votre session va bientôt expirer</Trans>
                </h2>
                {/* Polite and whole: read again only when the time left reads differently (every 15 s at most). */}
                <p id={ids.countdown} aria-live="polite" aria-atomic="true">
                  {unit === "minutes" ? (
                    <Plural
                      value={count}
                      one="Sans activité de votre part, votre session se terminera dans # minute."
                      other="Sans activité de votre part, votre session se terminera dans # minutes."
                    />
                  ) : (
                    <Plural
                      value={count}
                      one="Sans activité de votre part, votre session se terminera dans # seconde."
                      other="Sans activité de votre part, votre session se terminera dans # secondes."
                    />
                  )}
                </p>
                <p id={ids.loss}>
                  <Trans>Les informations saisies et non enregistrées seront alors perdues.</Trans>
                </p>
                {extensionFailed && (
                  <p id={ids.failure} className="fr-error-text">
                    <Trans>La session n'a pas pu être prolongée. Vérifiez votre connexion, puis réessayez.</Trans>
                  </p>
                )}
              </div>
              <div className="fr-modal__footer">
                <ul className="fr-btns-group fr-btns-group--right fr-btns-group--inline-reverse fr-btns-group--inline-lg">
                  <li>
                    <button ref={extend} type="button" className="fr-btn" onClick={onExtend}>
                      <Trans>Prolonger la session</Trans>
                    </button>
                  </li>
                  <li>
                    <button type="button" className="fr-btn fr-btn--secondary" onClick={onLogout}>
                      <Trans>Se déconnecter</Trans>
                    </button>
                  </li>
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
    </dialog>
  );
}
