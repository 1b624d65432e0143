import { addBreadcrumbTranslations } from "@codegouvfr/react-dsfr/Breadcrumb";
import { addDisplayTranslations } from "@codegouvfr/react-dsfr/Display";
import { addFooterTranslations } from "@codegouvfr/react-dsfr/Footer";
import { addHeaderTranslations } from "@codegouvfr/react-dsfr/Header";
import { addMainNavigationTranslations } from "@codegouvfr/react-dsfr/MainNavigation";
import { addModalTranslations } from "@codegouvfr/react-dsfr/Modal";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const done = new WeakSet<I18n>();

/**
 * react-dsfr's components carry their own labels, complete in French only (its Spanish display
 * settings lack the theme names). They take them from our catalogs instead, so every label of
 * the layout is translated and checked like the others. Idempotent, per i18n instance.
 */
export function registerDsfrLabels(i18n: I18n): void {
  if (done.has(i18n)) return;
  done.add(i18n);
  const lang = i18n.locale;
  const close = i18n._(msg`Fermer`);
  addHeaderTranslations({ lang, messages: { menu: i18n._(msg`Menu`), close } });
  addModalTranslations({ lang, messages: { close } });
  addMainNavigationTranslations({ lang, messages: { "main menu": i18n._(msg`Menu principal`) } });
  addBreadcrumbTranslations({
    lang,
    messages: {
      "show breadcrumb": i18n._(msg`Voir le fil d’Ariane`),
      "navigation label": i18n._(msg`vous êtes ici`),
      home: i18n._(msg`Accueil`),
    },
  });
  // The footer's display button; the dialog itself is ours (footer/ThemeDisplay.tsx).
  addDisplayTranslations({ lang, messages: { "display settings": i18n._(msg`Paramètres d'affichage`) } });
  addFooterTranslations({
    lang,
    messages: {
      "website map": i18n._(msg`Plan du site`),
      accessibility: i18n._(msg`Accessibilité`),
      "non compliant": i18n._(msg`non conforme`),
      "partially compliant": i18n._(msg`partiellement conforme`),
      "fully compliant": i18n._(msg`totalement conforme`),
      terms: i18n._(msg`Mentions légales`),
      "cookies management": i18n._(msg`Gestion des cookies`),
      "open new window": i18n._(msg`nouvelle fenêtre`),
    },
  });
}
