import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../../pages/login/LoginPage";

export const Route = createFileRoute("/{-$lang}/login")({
  staticData: { title: msg`Se connecter à mon espace marin` },
  component: LoginPage,
});
