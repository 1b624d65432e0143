import { createFileRoute } from "@tanstack/react-router";
import { LoginRoute } from "../../pages/login/LoginRoute";
import { parseSignInSearch } from "../../session/sign-in/sign-in-error";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/login")({
  staticData: { title: ROUTE_TITLES.login },
  validateSearch: parseSignInSearch,
  component: LoginRoute,
});
