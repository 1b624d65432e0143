import { createFileRoute, redirect } from "@tanstack/react-router";
import { HOME_SPLAT } from "../../ui/useHomeLinkProps";

export const Route = createFileRoute("/{-$lang}/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$lang}/univers-marin/$", params: { lang: params.lang, _splat: HOME_SPLAT } });
  },
});
