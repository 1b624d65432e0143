import { createFileRoute } from "@tanstack/react-router";
import { ConnectedMyAccountPage } from "../../features/account/ConnectedMyAccountPage";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/mes-infos")({
  staticData: { title: ROUTE_TITLES.myAccount },
  component: ConnectedMyAccountPage,
});
