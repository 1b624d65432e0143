import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { RegistrationRoute } from "../../pages/registration/RegistrationRoute";

export const Route = createFileRoute("/{-$lang}/inscription")({
  staticData: { title: msg`Finalisation de l'inscription` },
  component: RegistrationRoute,
});
