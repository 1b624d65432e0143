import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginAyantDroitPage } from "../../pages/login-ayant-droit/LoginAyantDroitPage";

export const Route = createFileRoute("/{-$lang}/loginAyantDroit")({
  staticData: { title: msg`Se connecter pour prendre un RDV médical à la place d'un marin` },
  component: LoginAyantDroitPage,
});
