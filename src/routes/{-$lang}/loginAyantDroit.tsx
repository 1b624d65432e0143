import { createFileRoute } from "@tanstack/react-router";
import { LoginAyantDroitRoute } from "../../pages/login-ayant-droit/LoginAyantDroitRoute";
import { parseSignInSearch } from "../../session/sign-in/sign-in-error";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/loginAyantDroit")({
  staticData: { title: ROUTE_TITLES.loginAyantDroit },
  validateSearch: parseSignInSearch,
  component: LoginAyantDroitRoute,
});
