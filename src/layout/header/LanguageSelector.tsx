import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useLocale } from "../../i18n/useLocale";
import { languageOptions } from "./language-options";

const MENU_ID = "translate-menu";

/** The DSFR translate component; each option is a real link to the same page in that language. */
export function LanguageSelector() {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  const options = languageOptions(pathname);
  return (
    <nav role="navigation" className="fr-translate fr-nav">
      <div className="fr-nav__item">
        <button
          type="button"
          className="fr-translate__btn fr-btn fr-btn--tertiary"
          aria-controls={MENU_ID}
          aria-expanded="false"
          title={t`Sélectionner une langue`}
        >
          {locale.toUpperCase()}
          <span className="fr-hidden-lg"> - {options.find((o) => o.code === locale)?.libelle}</span>
        </button>
        <div className="fr-collapse fr-translate__menu fr-menu" id={MENU_ID}>
          <ul className="fr-menu__list">
            {options.map((option) => (
              <li key={option.code}>
                <a
                  className="fr-translate__language fr-nav__link"
                  hrefLang={option.code}
                  lang={option.code}
                  href={option.href}
                  aria-current={option.code === locale ? "true" : undefined}
                >
                  {option.code.toUpperCase()} - {option.libelle}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
