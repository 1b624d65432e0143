// The display-settings dialog is in every page but closed until asked for: its stylesheets
// load after hydration instead of blocking the first paint.
import "@codegouvfr/react-dsfr/dsfr/component/modal/modal.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/form/form.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/radio/radio.min.css";
