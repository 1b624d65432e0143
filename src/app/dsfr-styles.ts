// Only the DSFR stylesheets of what every page shows (DSFR ships them per component): about
// half of dsfr.min.css. A component that only some pages use imports its stylesheet where it
// is rendered, so it comes with that page's chunk (and in its exported <head>).
// scripts/build/check-dsfr-classes.ts fails the build when a page uses a class its stylesheets lack.
import "@codegouvfr/react-dsfr/dsfr/core/core.min.css";
import "@codegouvfr/react-dsfr/dsfr/scheme/scheme.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/link/link.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/button/button.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/logo/logo.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/skiplink/skiplink.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/translate/translate.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/navigation/navigation.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/header/header.min.css";
// The header's menu is a modal on a phone: without these rules it shows unfolded until they
// load, then folds, shifting the whole page.
import "@codegouvfr/react-dsfr/dsfr/component/modal/modal.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/footer/footer.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/follow/follow.min.css";
import "@codegouvfr/react-dsfr/dsfr/component/breadcrumb/breadcrumb.min.css";
// The connection-lost notice shows before the app runs when a page opens offline (src/offline/).
import "@codegouvfr/react-dsfr/dsfr/component/notice/notice.min.css";
import "virtual:dsfr-icons.css";
// react-dsfr's header imports it (search bar): imported here, it joins this stylesheet rather
// than make one more render-blocking file of its own with the app's chunk.
import "@codegouvfr/react-dsfr/assets/search-bar.css";
