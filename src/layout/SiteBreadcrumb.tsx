import { Breadcrumb } from "@codegouvfr/react-dsfr/Breadcrumb";
import { useLingui } from "@lingui/react";
import { useMatches } from "@tanstack/react-router";
import { HOME_TITLE, routeTrail } from "./route-titles";
import { useHomeLinkProps } from "../ui/useHomeLinkProps";
import { useRouterAnchor } from "../ui/useRouterAnchor";

/** DSFR breadcrumb: 'Accueil', then the titles of the matched routes, the last one being the page. */
export function SiteBreadcrumb() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const homeLinkProps = useHomeLinkProps();
  const anchor = useRouterAnchor();
  const trail = routeTrail(matches);
  const last = trail.at(-1);

  return (
    <div className="fr-container">
      {last === undefined ? (
        <Breadcrumb segments={[]} currentPageLabel={i18n._(HOME_TITLE)} />
      ) : (
        <Breadcrumb
          homeLinkProps={{ to: homeLinkProps.to, params: homeLinkProps.params }}
          segments={trail.slice(0, -1).map((item) => ({ label: i18n._(item.title), linkProps: anchor(item.pathname) }))}
          currentPageLabel={i18n._(last.title)}
        />
      )}
    </div>
  );
}
