import { createFileRoute } from "@tanstack/react-router";
import { UniversMarinFrame } from "../../../univers-marin/UniversMarinFrame";

export const Route = createFileRoute("/{-$lang}/univers-marin/$")({
  staticData: { subApplication: true },
  component: UniversMarinFrame,
});
