import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityPage } from "../../features/accessibility/AccessibilityPage";
import { ROUTE_TITLES } from "../../route-table/titles";

export const Route = createFileRoute("/{-$lang}/accessibilite")({
  staticData: { title: ROUTE_TITLES.accessibility },
  component: AccessibilityPage,
});
