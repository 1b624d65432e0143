import { Trans, useLingui } from "@lingui/react/macro";
import { useConfig } from "../../config/useConfig";
import { useLocale } from "../../i18n/useLocale";
import { formatPercent } from "./format-percent";
import { NewWindowLink } from "./NewWindowLink";
import { ROUTE_TITLES } from "../../route-table/titles";

/** Spec point 9: the declared rate of the last RGAA 4.1 audit. */
const CONFORMITY_RATE = 80.36;
const RIGHTS_DEFENDER_FORM = "https://formulaire.defenseurdesdroits.fr/";
const RIGHTS_DEFENDER_DELEGATES = "https://www.defenseurdesdroits.fr/carte-des-delegues";

/** The audit's sample of the shell's pages (docs/rgaa.md), by their titles. */
const AUDITED_PAGES = [
  ROUTE_TITLES.login,
  ROUTE_TITLES.loginAyantDroit,
  ROUTE_TITLES.loginAgent,
  ROUTE_TITLES.registration,
  ROUTE_TITLES.myAccount,
  ROUTE_TITLES.appointmentError,
  ROUTE_TITLES.siteMap,
  ROUTE_TITLES.accessibility,
  ROUTE_TITLES.error,
];

/** DSFR's accessibility-statement model, sections in its order. */
export function AccessibilityPage() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { LINK_LEGAL_NOTICES, LINK_CONTACT } = useConfig();
  const rate = formatPercent(CONFORMITY_RATE, locale);
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Déclaration d'accessibilité</Trans>
      </h1>
      <p>
        <Trans>
          Le ministère chargé de la mer et de la pêche s'engage à rendre ses services numériques accessibles, conformément à l'article 47 de
          la loi n° 2005-102 du 11 février 2005.
        </Trans>
      </p>
      <p>
        <Trans>Cette déclaration d'accessibilité s'applique au Portail du marin.</Trans>
      </p>
      {LINK_LEGAL_NOTICES && (
        <p>
          <NewWindowLink href={LINK_LEGAL_NOTICES} label={t`Mentions légales`}>
            <Trans>Mentions légales</Trans>
          </NewWindowLink>
        </p>
      )}

      <h2>
        <Trans>État de conformité</Trans>
      </h2>
      <p>
        <Trans>
          Le Portail du marin est <strong>partiellement conforme</strong> avec le référentiel général d'amélioration de l'accessibilité
          (RGAA), version 4.1, et avec les règles pour l'accessibilité des contenus web (WCAG) 2.1 de niveau AA, en raison des
          non-conformités énumérées ci-dessous.
        </Trans>
      </p>

      <h2>
        <Trans>Résultats des tests</Trans>
      </h2>
      <p>
        <Trans>L'audit de conformité révèle que {rate} des critères du RGAA version 4.1 sont respectés.</Trans>
      </p>

      <h2>
        <Trans>Contenus non accessibles</Trans>
      </h2>
      {/* What docs/rgaa-grid.csv shows: no criterion of the shell is non-conformant. */}
      <p>
        <Trans>
          Le cadre commun du portail (en-tête, menus, pied de page et pages listées ci-dessous) respecte tous les critères du RGAA 4.1 qui
          lui sont applicables.
        </Trans>
      </p>
      <p>
        <Trans>
          Les critères du RGAA 4.1 non respectés par les pages de l'espace marin et les contenus concernés sont détaillés dans le rapport de
          l'audit de conformité, que vous pouvez obtenir auprès du responsable du Portail du marin.
        </Trans>
      </p>

      <h2>
        <Trans>Établissement de cette déclaration</Trans>
      </h2>
      <p>
        <Trans>Cette déclaration a été établie à partir de l'audit de conformité du Portail du marin au RGAA version 4.1.</Trans>
      </p>
      <p>
        <Trans>
          Cet audit couvre le cadre commun du portail, vérifié critère par critère sur les pages listées ci-dessous. Les pages de l'espace
          marin sont auditées par l'équipe qui les réalise.
        </Trans>
      </p>
      <h3>
        <Trans>Pages ayant fait l'objet de la vérification de conformité</Trans>
      </h3>
      <ul>
        {AUDITED_PAGES.map((title) => (
          <li key={title.id}>{i18n._(title)}</li>
        ))}
        <li>
          <Trans>Une page de l'espace marin, pour le cadre du portail qui l'entoure</Trans>
        </li>
      </ul>
      <h3>
        <Trans>Technologies utilisées pour la réalisation du site</Trans>
      </h3>
      <ul>
        <li>HTML</li>
        <li>CSS</li>
        <li>JavaScript</li>
      </ul>

      <h2>
        <Trans>Retour d'information et contact</Trans>
      </h2>
      <p>
        <Trans>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le responsable du Portail du marin pour être
          orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.
        </Trans>
      </p>
      {LINK_CONTACT && (
        <p>
          <NewWindowLink href={LINK_CONTACT} label={t`Contactez-nous`}>
            <Trans>Contactez-nous</Trans>
          </NewWindowLink>
        </p>
      )}

      <h2>
        <Trans>Voies de recours</Trans>
      </h2>
      <p>
        <Trans>
          Si vous constatez un défaut d'accessibilité vous empêchant d'accéder à un contenu ou à une fonctionnalité du site, que vous nous
          le signalez et que vous ne parvenez pas à obtenir une réponse de notre part, vous êtes en droit de faire parvenir vos doléances ou
          une demande de saisine au Défenseur des droits.
        </Trans>
      </p>
      <p>
        <Trans>Plusieurs moyens sont à votre disposition :</Trans>
      </p>
      <ul>
        <li>
          <NewWindowLink href={RIGHTS_DEFENDER_FORM} label={t`Écrire un message au Défenseur des droits`}>
            <Trans>Écrire un message au Défenseur des droits</Trans>
          </NewWindowLink>
        </li>
        <li>
          <NewWindowLink href={RIGHTS_DEFENDER_DELEGATES} label={t`Contacter le délégué du Défenseur des droits dans votre région`}>
            <Trans>Contacter le délégué du Défenseur des droits dans votre région</Trans>
          </NewWindowLink>
        </li>
        <li>
          <Trans>Envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) :</Trans>
          <address className="fr-mt-1w">
            Défenseur des droits
            <br />
            Libre réponse 71120
            <br />
            75342 Paris CEDEX 07
          </address>
        </li>
      </ul>
    </div>
  );
}
