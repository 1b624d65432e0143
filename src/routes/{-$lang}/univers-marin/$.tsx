import { createFileRoute } from "@tanstack/react-router";
import { SUB_APPLICATION_TITLE, subApplicationTitle } from "../../../features/univers-marin/route-patterns";
import { UniversMarinFrame } from "../../../features/univers-marin/UniversMarinFrame";

export const Route = createFileRoute("/{-$lang}/univers-marin/$")({
  staticData: { subApplication: true, title: SUB_APPLICATION_TITLE, pathTitle: subApplicationTitle },
  component: UniversMarinFrame,
});
