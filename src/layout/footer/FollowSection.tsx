import { Trans, useLingui } from "@lingui/react/macro";
import { SOCIAL_LINKS } from "./ministry-links";

const FEEDBACK_TITLE_ID = "follow-feedback-title";
const SOCIAL_TITLE_ID = "follow-social-title";

/**
 * DSFR 'follow' block above the footer: the feedback button (to the configured contact
 * address, absent when there is none) and the ministry's social links. A region named by its
 * headings, since it sits between main and the footer: outside a landmark, a screen reader
 * user moving by landmarks would never reach it (RGAA 12.6).
 */
export function FollowSection({ feedbackUrl }: { readonly feedbackUrl: string | undefined }) {
  const { t } = useLingui();
  return (
    <section
      className="fr-follow"
      aria-labelledby={feedbackUrl !== undefined ? `${FEEDBACK_TITLE_ID} ${SOCIAL_TITLE_ID}` : SOCIAL_TITLE_ID}
    >
      <div className="fr-container">
        <div className="fr-grid-row">
          {feedbackUrl !== undefined && (
            <div className="fr-col-12 fr-col-md-8">
              <div className="fr-follow__newsletter">
                <div>
                  <h2 id={FEEDBACK_TITLE_ID} className="fr-h5">
                    <Trans>Votre avis nous intéresse</Trans>
                  </h2>
                  <p className="fr-text--sm">
                    <Trans>Aidez-nous à améliorer le portail du marin en nous donnant votre avis.</Trans>
                  </p>
                </div>
                <div>
                  <a
                    className="fr-btn"
                    href={feedbackUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={t`Je donne mon avis - nouvelle fenêtre`}
                  >
                    <Trans>Je donne mon avis</Trans>
                  </a>
                </div>
              </div>
            </div>
          )}
          <div className={feedbackUrl !== undefined ? "fr-col-12 fr-col-md-4" : "fr-col-12"}>
            <div className="fr-follow__social">
              <h2 id={SOCIAL_TITLE_ID} className="fr-h5">
                <Trans>Suivez-nous sur les réseaux sociaux</Trans>
              </h2>
              <ul className="fr-btns-group">
                {SOCIAL_LINKS.map((link) => (
                  <li key={link.network}>
                    <a
                      className={`fr-btn--${link.network} fr-btn`}
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={t`${link.label} - nouvelle fenêtre`}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
