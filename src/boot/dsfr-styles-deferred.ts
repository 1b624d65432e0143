// What no exported page shows before hydration: the display-settings dialog's content (closed
// until asked for) and what the session adds once it has answered (agent banner, session
// alerts). Their stylesheets load after hydration instead of blocking the first paint.
import "@codegouvfr/react-dsfr/dsfr/component/form/form.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/radio/radio.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/notice/notice.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/alert/alert.min.css";
