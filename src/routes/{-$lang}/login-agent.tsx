import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginAgentPage } from "../../pages/login-agent/LoginAgentPage";

export const Route = createFileRoute("/{-$lang}/login-agent")({
  staticData: { title: msg`Se connecter à l'espace marin en tant qu'agent` },
  component: LoginAgentPage,
});
