import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const PRODUCT_NAME = msg`Portail du marin`;

/** '<product name> | <last breadcrumb label>' (spec 2.3); the breadcrumb ends with the route's own title. */
export function documentTitle(i18n: I18n, routeTitles: readonly string[]): string {
  const last = routeTitles.at(-1) ?? i18n._(msg`Accueil`);
  return `${i18n._(PRODUCT_NAME)} | ${last}`;
}
