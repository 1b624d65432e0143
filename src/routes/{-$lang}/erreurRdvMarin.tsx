import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AppointmentErrorPage } from "../../pages/appointment-error/AppointmentErrorPage";

export const Route = createFileRoute("/{-$lang}/erreurRdvMarin")({
  staticData: { title: msg`Informations sur le marin concerné par le rendez-vous médical : erreur` },
  component: AppointmentErrorPage,
});
