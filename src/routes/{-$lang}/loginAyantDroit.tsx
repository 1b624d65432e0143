import { createFileRoute } from "@tanstack/react-router";
import { ConnectedLoginAyantDroitPage } from "../../features/sign-in/ConnectedLoginAyantDroitPage";
import { parseSignInSearch } from "../../features/sign-in/sign-in-error";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/loginAyantDroit")({
  staticData: { title: ROUTE_TITLES.loginAyantDroit },
  validateSearch: parseSignInSearch,
  component: ConnectedLoginAyantDroitPage,
});
