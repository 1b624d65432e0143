import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginRoute } from "../../pages/login/LoginRoute";
import { parseSignInSearch } from "../../session/sign-in/sign-in-error";

export const Route = createFileRoute("/{-$lang}/login")({
  staticData: { title: msg`Se connecter à mon espace marin` },
  validateSearch: parseSignInSearch,
  component: LoginRoute,
});
