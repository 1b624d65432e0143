import { Trans, useLingui } from "@lingui/react/macro";
import { useConfig } from "../../config/useConfig";
import { useLocale } from "../../i18n/useLocale";
import { formatPercent } from "./format-percent";
import { NewWindowLink } from "./NewWindowLink";

/** Spec point 9: the declared rate of the last RGAA 4.1 audit. */
const CONFORMITY_RATE = 80.36;
const RIGHTS_DEFENDER_FORM = "https://formulaire.defenseurdesdroits.fr/";
const RIGHTS_DEFENDER_DELEGATES = "https://www.defenseurdesdroits.fr/carte-des-delegues";

/** DSFR's accessibility-statement model, sections in its order. */
export function AccessibilityPage() {
  const { t } = useLingui();
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
      <p>
        <Trans>
          Les critères du RGAA 4.1 non respectés et les contenus concernés sont détaillés dans le rapport de l'audit de conformité, que vous
          pouvez obtenir auprès du responsable du Portail du marin.
        </Trans>
      </p>
      {/* DSFR's own dark-theme hover colours, kept so the portal looks like every State site (README, "DSFR report"). */}
      <p>
        <Trans>
          Dans le thème sombre, au survol de la souris, les liens d'accès rapide de l'en-tête et le bouton de choix de la langue ont un
          contraste de 3,35:1, et les boutons secondaires de 3,96:1, sous le seuil de 4,5:1 (critère 3.2). Ces couleurs sont celles du
          Système de design de l'État (DSFR), que le portail conserve ; hors survol, le texte respecte le seuil.
        </Trans>
      </p>

      <h2>
        <Trans>Établissement de cette déclaration</Trans>
      </h2>
      <p>
        <Trans>Cette déclaration a été établie à partir de l'audit de conformité du Portail du marin au RGAA version 4.1.</Trans>
      </p>
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
