import { createFileRoute, notFound } from "@tanstack/react-router";
import { ErrorPage } from "../../features/errors/ErrorPage";
import { parseErrorCode } from "../../features/errors/error-codes";
import { errorPageLabel } from "../../features/errors/error-texts";
import { ROUTE_TITLES } from "../../route-table/titles";

const ERROR_TITLE = ROUTE_TITLES.error;

export const Route = createFileRoute("/{-$lang}/error/$errorCode")({
  staticData: {
    title: ERROR_TITLE,
    // The breadcrumb and the document title name the error (RGAA 8.6), as the h1 does.
    pathTitle: (pathname) => {
      const code = parseErrorCode(pathname.split("/").filter(Boolean).at(-1) ?? "");
      return code === undefined ? ERROR_TITLE : errorPageLabel(code);
    },
  },
  beforeLoad: ({ params }) => {
    if (parseErrorCode(params.errorCode) === undefined) throw notFound();
  },
  component: ErrorPage,
});
