import { createFileRoute } from "@tanstack/react-router";
import { ConnectedLoginAgentPage } from "../../features/sign-in/ConnectedLoginAgentPage";
import { parseSignInSearch } from "../../features/sign-in/sign-in-error";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/login-agent")({
  staticData: { title: ROUTE_TITLES.loginAgent },
  validateSearch: parseSignInSearch,
  component: ConnectedLoginAgentPage,
});
