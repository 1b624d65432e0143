import { createFileRoute } from "@tanstack/react-router";
import { MyAccountRoute } from "../../pages/my-account/MyAccountRoute";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/mes-infos")({
  staticData: { title: ROUTE_TITLES.myAccount },
  component: MyAccountRoute,
});
