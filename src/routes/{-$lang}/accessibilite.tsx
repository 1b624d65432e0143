import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityPage } from "../../pages/accessibility/AccessibilityPage";

export const Route = createFileRoute("/{-$lang}/accessibilite")({
  staticData: { title: msg`Accessibilité` },
  component: AccessibilityPage,
});
