// DSFR's script for the shell: its core and the scripts of the components the portal's pages
// use, in place of dsfr.module, which has every component. vite.config.ts
// hands this module to react-dsfr's start instead; the sub-application gets the other
// components when it mounts (src/features/univers-marin/dsfr-scripts-others.ts). They read window.dsfr,
// which react-dsfr sets before importing this, and run in this order: the core first.
import "@codegouvfr/react-dsfr/dsfr/core/core.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/scheme/scheme.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/button/button.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/breadcrumb/breadcrumb.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/modal/modal.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/navigation/navigation.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/header/header.module.min.js";
import "@codegouvfr/react-dsfr/dsfr/component/display/display.module.min.js";
