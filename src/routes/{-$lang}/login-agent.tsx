import { createFileRoute } from "@tanstack/react-router";
import { LoginAgentRoute } from "../../pages/login-agent/LoginAgentRoute";
import { parseSignInSearch } from "../../session/sign-in/sign-in-error";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/login-agent")({
  staticData: { title: ROUTE_TITLES.loginAgent },
  validateSearch: parseSignInSearch,
  component: LoginAgentRoute,
});
