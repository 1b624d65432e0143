import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { MyAccountRoute } from "../../pages/my-account/MyAccountRoute";

export const Route = createFileRoute("/{-$lang}/mes-infos")({
  staticData: { title: msg`Mon compte` },
  component: MyAccountRoute,
});
