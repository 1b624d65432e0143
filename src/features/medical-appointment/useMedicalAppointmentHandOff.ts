import { useApiClient } from "../../api/api-client-context";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { autoconnexionQueryOptions } from "../../api/autoconnexion";
import { rememberMedicalHandOff } from "../../api/medical-portal-logout";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { medicalPortalOrigin } from "../../config/medical-portal";
import { useConfig } from "../../config/useConfig";
import { type HandOffTab, handOffToMedicalAppointment } from "./medical-hand-off";

/** What went wrong that the page itself must say: the tab was blocked, or the url refused. */
export type HandOffProblem = "popup-blocked" | "refused-url";

/**
 * The menu's 'Demander un RDV médical' (spec point 4). Call start() directly in the click
 * handler; problem then says which alert to show (PopupBlockedAlert, HandOffRefusedAlert).
 */
export function useMedicalAppointmentHandOff() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const api = useApiClient();
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  const config = useConfig();
  const allowedOrigin = medicalPortalOrigin(config);
  const [problem, setProblem] = useState<HandOffProblem | null>(null);

  const start = useCallback(() => {
    setProblem(null);
    void handOffToMedicalAppointment({
      openWindow: (): HandOffTab | null => window.open("", "_blank"),
      fetchAutoconnexion: () => queryClient.query(autoconnexionQueryOptions(api)),
      showAppointmentError: (message) =>
        void navigate({ to: "/{-$lang}/erreurRdvMarin", params: { lang }, state: (s) => ({ ...s, appointmentError: message }) }),
      reportBlockedPopup: () => setProblem("popup-blocked"),
      reportRefusedUrl: () => setProblem("refused-url"),
      allowedOrigin,
      log: (message) => console.warn(message),
      messages: {
        unavailable: t`Le service de rendez-vous médical ne répond pas. Veuillez réessayer plus tard.`,
      },
    }).then((outcome) => {
      // Every later logout of this browser then ends the medical portal's session too.
      if (outcome === "submitted") rememberMedicalHandOff(() => window.localStorage);
    });
  }, [queryClient, navigate, lang, t, allowedOrigin]);

  return { start, problem };
}
