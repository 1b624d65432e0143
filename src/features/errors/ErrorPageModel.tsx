import TechnicalError from "@codegouvfr/react-dsfr/picto/TechnicalError";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { errorKindOf } from "./error-codes";
import { ERROR_TEXTS } from "./error-texts";
import { HOME_SPLAT } from "../../ui/useHomeLinkProps";
import { useLangParam } from "../../ui/useRouterAnchor";

/**
 * DSFR's error-page model with the texts of spec point 8 for `code`: title, 'Erreur <code>',
 * lead, advice, a button home in the page's language, the pictogram beside. The error pages and
 * the not-found page (a 404) both show it.
 */
export function ErrorPageModel({ code }: { readonly code: number }) {
  const lang = useLangParam();
  const { i18n } = useLingui();
  const texts = ERROR_TEXTS[errorKindOf(code)];
  return (
    <div className="fr-container">
      <div className="fr-my-7w fr-mt-md-12w fr-mb-md-10w fr-grid-row fr-grid-row--gutters fr-grid-row--middle fr-grid-row--center">
        <div className="fr-py-0 fr-col-12 fr-col-md-6">
          <h1>{i18n._(texts.title)}</h1>
          <p className="fr-text--sm fr-mb-3w">
            <Trans>Erreur {code}</Trans>
          </p>
          {texts.lead && <p className="fr-text--lead fr-mb-3w">{i18n._(texts.lead)}</p>}
          <p className="fr-text--sm fr-mb-5w">{i18n._(texts.advice)}</p>
          <ul className="fr-btns-group fr-btns-group--inline-md">
            <li>
              <Link className="fr-btn" to="/{-$lang}/univers-marin/$" params={{ lang, _splat: HOME_SPLAT }}>
                <Trans>Page d'accueil</Trans>
              </Link>
            </li>
          </ul>
        </div>
        <div className="fr-col-12 fr-col-md-3 fr-col-offset-md-1 fr-px-6w fr-px-md-0 fr-py-0">
          <TechnicalError fontSize="10rem" />
        </div>
      </div>
    </div>
  );
}
