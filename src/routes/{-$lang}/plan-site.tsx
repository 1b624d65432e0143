import { createFileRoute } from "@tanstack/react-router";
import { SiteMapPage } from "../../features/site-map/SiteMapPage";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/plan-site")({
  staticData: { title: ROUTE_TITLES.siteMap },
  component: SiteMapPage,
});
