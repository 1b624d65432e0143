import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "../../pages/error/ErrorPage";

export const Route = createFileRoute("/{-$lang}/error/$errorCode")({
  staticData: { title: msg`Erreur` },
  component: ErrorPage,
});
