import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { HOME_TITLE } from "./route-titles";

const PRODUCT_NAME = msg`Portail du marin`;

/**
 * '<product name> | <last breadcrumb label>' (spec 2.3). The breadcrumb starts with 'Accueil'
 * and ends with the route's own title, so a title-less page is 'Accueil'. The export
 * (entry-server) and the browser (RouteAnnouncer) both call this.
 */
export function documentTitle(i18n: I18n, routeTitles: readonly string[]): string {
  const last = routeTitles.at(-1) ?? i18n._(HOME_TITLE);
  return `${i18n._(PRODUCT_NAME)} | ${last}`;
}
