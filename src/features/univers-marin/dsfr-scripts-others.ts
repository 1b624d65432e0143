// The scripts of the DSFR components the shell does not use (src/boot/dsfr-scripts.ts), for the
// sub-application, which may use any: loaded once the shell's DSFR script has started.
import "@codegouvfr/react-dsfr/dsfr/component/accordion/accordion.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/card/card.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/checkbox/checkbox.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/password/password.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/range/range.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/segmented/segmented.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/sidemenu/sidemenu.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/tab/tab.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/table/table.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/tag/tag.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/tile/tile.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/toggle/toggle.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/tooltip/tooltip.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/transcription/transcription.module.min.js";
