import { createFileRoute } from "@tanstack/react-router";
import { RegistrationRoute } from "../../pages/registration/RegistrationRoute";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/inscription")({
  staticData: { title: ROUTE_TITLES.registration },
  component: RegistrationRoute,
});
