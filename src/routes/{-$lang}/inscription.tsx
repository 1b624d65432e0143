import { createFileRoute } from "@tanstack/react-router";
import { ConnectedRegistrationPage } from "../../features/registration/ConnectedRegistrationPage";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/inscription")({
  staticData: { title: ROUTE_TITLES.registration },
  component: ConnectedRegistrationPage,
});
