import { createFileRoute } from "@tanstack/react-router";
import { AppointmentErrorPage } from "../../features/medical-appointment/AppointmentErrorPage";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/erreurRdvMarin")({
  staticData: { title: ROUTE_TITLES.appointmentError },
  component: AppointmentErrorPage,
});
