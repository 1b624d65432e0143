import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type Autoconnexion, autoconnexionQueryOptions } from "../../api/autoconnexion";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { type AutoconnexionAnswer, type HandOffTab, handOffToMedicalAppointment } from "../../session/sign-in/medical-hand-off";

/** The checked answer back in the wire's shape, which the hand-off checks again before following it. */
function asAnswer(answer: Autoconnexion): AutoconnexionAnswer {
  return answer.kind === "url" ? { url: answer.url.href } : { erreur: answer.message };
}

/**
 * The menu's 'Demander un RDV médical' (spec point 4). Call start() directly in the click
 * handler; popupBlocked then says whether to show how to allow pop-ups (PopupBlockedAlert).
 */
export function useMedicalAppointmentHandOff() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  const [popupBlocked, setPopupBlocked] = useState(false);

  const start = useCallback(() => {
    setPopupBlocked(false);
    void handOffToMedicalAppointment({
      openWindow: (): HandOffTab | null => window.open("", "_blank"),
      fetchAutoconnexion: () => queryClient.query(autoconnexionQueryOptions()).then(asAnswer),
      showAppointmentError: (message) => void navigate({ to: "/{-$lang}/erreurRdvMarin", params: { lang }, state: (s) => ({ ...s, appointmentError: message }) }),
      reportBlockedPopup: () => setPopupBlocked(true),
      log: (message) => console.warn(message),
      messages: {
        refusedUrl: t`L'adresse du service de rendez-vous médical n'est pas valide : elle n'a pas été ouverte.`,
        unavailable: t`Le service de rendez-vous médical ne répond pas. Veuillez réessayer plus tard.`,
      },
    });
  }, [queryClient, navigate, lang, t]);

  return { start, popupBlocked };
}
