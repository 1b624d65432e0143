import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { MyAccountPage } from "../../pages/my-account/MyAccountPage";

export const Route = createFileRoute("/{-$lang}/mes-infos")({
  staticData: { title: msg`Mon compte` },
  component: MyAccountPage,
});
