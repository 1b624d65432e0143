import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { type MouseEvent, type RefObject, useEffect, useRef } from "react";
import type { Locale } from "../../i18n/locales";
import { useLocale } from "../../i18n/useLocale";
import { type SelectLanguage, chooseLanguage } from "./language-choice";
import { languageMenuId, languageOptions } from "./language-options";

interface LanguageSelectorProps {
  /** Given by the DSFR header, which renders its tools twice (desktop and mobile). */
  readonly id?: string;
  readonly onSelectLanguage?: SelectLanguage;
}

/**
 * Escape closes the open menu and gives the focus back to its button. DSFR's navigation does it
 * too, from a capture listener on the document, but its state catches up with the page a frame
 * later: a second handler that read the button then still saw it expanded and toggled it open
 * again (about once in 20). Listening on the window, which the event reaches before the
 * document, the menu is closed here alone, once, and DSFR never sees the key.
 */
function useCloseOnEscape(nav: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const close = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !(event.target instanceof Node) || !nav.current?.contains(event.target)) return;
      const button = nav.current.querySelector<HTMLButtonElement>(".fr-translate__btn");
      if (button?.getAttribute("aria-expanded") !== "true") return;
      event.stopPropagation();
      button.click();
      button.focus();
    };
    window.addEventListener("keydown", close, { capture: true });
    return () => window.removeEventListener("keydown", close, { capture: true });
  }, [nav]);
}

/**
 * The DSFR translate component. Each option is a plain link to the same page under another
 * prefix: each language has its own exported HTML, so changing language is a page load.
 */
export function LanguageSelector({ id = "translate", onSelectLanguage }: LanguageSelectorProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const pathname = useLocation({ select: (location) => location.pathname });
  const options = languageOptions(pathname);
  const menuId = languageMenuId(id);
  const current = options.find((option) => option.code === locale);
  const nav = useRef<HTMLElement>(null);
  useCloseOnEscape(nav);

  const choose = (code: Locale, href: string) => (event: MouseEvent<HTMLAnchorElement>) =>
    void chooseLanguage(event, { code, href, current: locale, onSelectLanguage, go: (target) => window.location.assign(target) });

  return (
    <nav id={id} role="navigation" className="fr-translate fr-nav" aria-label={t`Langue du site`} ref={nav}>
      {/* Right-aligned from the start, as DSFR's script makes it on a wide screen (the selector is
          the header's last item): otherwise the header's two copies of its links differ when
          DSFR compares them, and it warns in the console. On a phone the class does nothing. */}
      <div className="fr-nav__item fr-nav__item--align-right">
        <button
          type="button"
          className="fr-translate__btn fr-btn fr-btn--tertiary"
          aria-controls={menuId}
          aria-expanded="false"
          title={t`Sélectionner une langue`}
        >
          {locale.toUpperCase()}
          <span className="fr-hidden-lg">&nbsp;- {current?.libelle}</span>
        </button>
        <div className="fr-collapse fr-translate__menu fr-menu" id={menuId}>
          <ul className="fr-menu__list">
            {options.map((option) => (
              <li key={option.code}>
                <a
                  className="fr-translate__language fr-nav__link"
                  hrefLang={option.code}
                  lang={option.code}
                  href={option.href}
                  aria-current={option.code === locale ? "true" : undefined}
                  onClick={choose(option.code, option.href)}
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
