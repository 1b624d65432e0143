import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginAyantDroitRoute } from "../../pages/login-ayant-droit/LoginAyantDroitRoute";
import { parseSignInSearch } from "../../session/sign-in/sign-in-error";

export const Route = createFileRoute("/{-$lang}/loginAyantDroit")({
  staticData: { title: msg`Se connecter pour prendre un RDV médical à la place d'un marin` },
  validateSearch: parseSignInSearch,
  component: LoginAyantDroitRoute,
});
