import Alert from "@codegouvfr/react-dsfr/Alert";
import { useLingui } from "@lingui/react/macro";

/** Shown when the browser blocked the medical-appointment tab (react-dsfr's Alert is itself the live region). */
export function PopupBlockedAlert() {
  const { t } = useLingui();
  return (
    <Alert
      severity="warning"
      small
      description={t`Votre navigateur a bloqué l'ouverture du nouvel onglet. Autorisez les fenêtres pop-up pour ce site (icône dans la barre d'adresse ou paramètres du navigateur), puis cliquez de nouveau sur « Demander un RDV médical ».`}
    />
  );
}
