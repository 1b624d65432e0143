import { createFileRoute } from "@tanstack/react-router";
import { ConnectedLoginPage } from "../../features/sign-in/ConnectedLoginPage";
import { parseSignInSearch } from "../../features/sign-in/sign-in-error";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/login")({
  staticData: { title: ROUTE_TITLES.login },
  validateSearch: parseSignInSearch,
  component: ConnectedLoginPage,
});
