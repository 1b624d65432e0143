import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginAgentRoute } from "../../pages/login-agent/LoginAgentRoute";
import { parseSignInSearch } from "../../session/sign-in/sign-in-error";

export const Route = createFileRoute("/{-$lang}/login-agent")({
  staticData: { title: msg`Se connecter à l'espace marin en tant qu'agent` },
  validateSearch: parseSignInSearch,
  component: LoginAgentRoute,
});
