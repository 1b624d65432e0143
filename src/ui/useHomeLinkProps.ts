import { useLingui } from "@lingui/react/macro";
import { useLangParam } from "./useRouterAnchor";
import { HOME_ROUTE, splatOf } from "../route-table/table";

/** The home page: the sub-application's home, where the empty path also leads (spec 2.1). */
export const HOME_SPLAT = splatOf(HOME_ROUTE);

/** Router link props to the home page in the current language, titled for the DSFR brand link. */
export function useHomeLinkProps() {
  const { t } = useLingui();
  const lang = useLangParam();
  return {
    to: "/{-$lang}/univers-marin/$",
    params: { lang, _splat: HOME_SPLAT },
    title: t`Accueil - Portail du marin`,
  } as const;
}
