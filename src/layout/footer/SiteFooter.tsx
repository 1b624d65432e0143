import { headerFooterDisplayItem } from "@codegouvfr/react-dsfr/Display";
import { Footer, type FooterProps } from "@codegouvfr/react-dsfr/Footer";
import { useLingui } from "@lingui/react/macro";
import { useConfig } from "../../config/useConfig";
import { BrandTop } from "../BrandTop";
import { FOOTER_ID } from "../SiteSkipLinks";
import { usePrefixedPath, useRouterAnchor } from "../../ui/useRouterAnchor";
import { useHomeLinkProps } from "../../ui/useHomeLinkProps";
import { FollowSection } from "./FollowSection";
import { legalLinks, newWindowLinkProps } from "./legal-links";
import { MINISTRY_DOMAINS } from "./ministry-links";
import { OpenLicence } from "./OpenLicence";
import { ThemeDisplay } from "./ThemeDisplay";
import { ROUTES } from "../../route-table/table";

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const config = useConfig();
  const homeLinkProps = useHomeLinkProps();
  const prefixed = usePrefixedPath();
  const anchor = useRouterAnchor();

  // One slot per legal link, empty (hidden by layout/empty-slots.css) until it is configured:
  // react-dsfr keys the items by position, so the display button after them keeps its own, and
  // a keyboard user's focus on it, when the runtime configuration arrives.
  const legal: Array<FooterProps.BottomItem | null> = legalLinks(config).map((link) => {
    if (link === undefined) return null;
    const text = i18n._(link.label);
    return { text, linkProps: newWindowLinkProps(link.href, t`${text} - nouvelle fenêtre`) };
  });

  return (
    <>
      <FollowSection feedbackUrl={config.LINK_CONTACT} />
      <Footer
        id={FOOTER_ID}
        brandTop={<BrandTop />}
        homeLinkProps={homeLinkProps}
        accessibility="partially compliant"
        contentDescription={t`Le portail du marin rassemble les démarches maritimes des marins et de leurs ayants droit.`}
        domains={[...MINISTRY_DOMAINS]}
        websiteMapLinkProps={anchor(prefixed(ROUTES.siteMap.path))}
        accessibilityLinkProps={anchor(prefixed(ROUTES.accessibility.path))}
        bottomItems={[...legal, headerFooterDisplayItem]}
        license={<OpenLicence />}
      />
      <ThemeDisplay />
    </>
  );
}
