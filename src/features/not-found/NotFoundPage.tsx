import TechnicalError from "@codegouvfr/react-dsfr/picto/TechnicalError";
import { Trans } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { isLocale } from "../../i18n/locales";
import { HOME_SPLAT } from "../../ui/useHomeLinkProps";

/** Every unknown path: DSFR's error-page model with the 404 texts of spec point 8. */
export function NotFoundPage() {
  const { lang } = useParams({ strict: false });
  return (
    <div className="fr-container">
      <div className="fr-my-7w fr-mt-md-12w fr-mb-md-10w fr-grid-row fr-grid-row--gutters fr-grid-row--middle fr-grid-row--center">
        <div className="fr-py-0 fr-col-12 fr-col-md-6">
          <h1>
            <Trans>Page non trouvée</Trans>
          </h1>
          <p className="fr-text--sm fr-mb-3w">
            <Trans>Erreur 404</Trans>
          </p>
          <p className="fr-text--lead fr-mb-3w">
            <Trans>Nous n'arrivons pas à trouver la page que vous cherchiez</Trans>
          </p>
          <p className="fr-text--sm fr-mb-5w">
            <Trans>
              Si vous avez tapé l'adresse web dans le navigateur, vérifiez qu'elle est correcte. La page n'est peut-être plus disponible :
              dans ce cas, vous pouvez poursuivre votre visite depuis la page d'accueil.
            </Trans>
          </p>
          <ul className="fr-btns-group fr-btns-group--inline-md">
            <li>
              <Link
                className="fr-btn"
                to="/{-$lang}/univers-marin/$"
                params={{ lang: isLocale(lang) ? lang : undefined, _splat: HOME_SPLAT }}
              >
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
