import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { RegistrationPage } from "../../pages/registration/RegistrationPage";

export const Route = createFileRoute("/{-$lang}/inscription")({
  staticData: { title: msg`Finalisation de l'inscription` },
  component: RegistrationPage,
});
