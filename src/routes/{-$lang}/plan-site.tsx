import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { SiteMapPage } from "../../pages/site-map/SiteMapPage";

export const Route = createFileRoute("/{-$lang}/plan-site")({
  staticData: { title: msg`Plan du site` },
  component: SiteMapPage,
});
