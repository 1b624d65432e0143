import { createFileRoute, notFound } from "@tanstack/react-router";
import { isLocale } from "../../i18n/locales";

export const Route = createFileRoute("/{-$lang}")({
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && !isLocale(params.lang)) throw notFound();
  },
});
