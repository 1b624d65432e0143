import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { ErrorPage } from "../../pages/error/ErrorPage";
import { parseErrorCode } from "../../pages/error/error-codes";

export const Route = createFileRoute("/{-$lang}/error/$errorCode")({
  staticData: { title: msg`Erreur` },
  beforeLoad: ({ params }) => {
    if (parseErrorCode(params.errorCode) === undefined) throw notFound();
  },
  component: ErrorPage,
});
