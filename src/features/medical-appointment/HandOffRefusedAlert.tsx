import Alert from "@codegouvfr/react-dsfr/Alert";
import { useLingui } from "@lingui/react/macro";

/** Shown when the medical-appointment url was refused: its tab is already closed (react-dsfr's Alert is itself the live region). */
export function HandOffRefusedAlert() {
  const { t } = useLingui();
  return (
    <Alert
      severity="error"
      small
      description={t`L'adresse du service de rendez-vous médical n'est pas valide : elle n'a pas été ouverte.`}
    />
  );
}
