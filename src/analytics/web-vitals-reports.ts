import { onCLS, onINP, onLCP, onTTFB } from "web-vitals/attribution";
import type { FieldFigure, PagePart } from "./field-figure-requests";

/**
 * web-vitals' attribution build, in the field figures' chunk, which only pages with analytics load. The
 * element behind LCP, INP and CLS is reported as the part of the page it is in, never as a
 * selector: the sub-application's ids and classes are not the portal's to send.
 */
export function reportWebVitals(report: (figure: FieldFigure) => void, partOf: (node: Node) => PagePart): void {
  const generateTarget = (node: Node | null) => (node === null ? undefined : partOf(node));
  const asPart = (target: string | undefined): PagePart | undefined =>
    target === "univers-marin" || target === "shell" ? target : undefined;
  onLCP((metric) => report({ name: "LCP", value: metric.value, part: asPart(metric.attribution.target) }), { generateTarget });
  // Every change, not only the final report: web-vitals weighs an interaction in an idle callback,
  // and one still waiting when the page is hidden ends in a change, never in a final report.
  onINP((metric) => report({ name: "INP", value: metric.value, part: asPart(metric.attribution.interactionTarget) }), {
    generateTarget,
    reportAllChanges: true,
  });
  onCLS((metric) => report({ name: "CLS", value: metric.value, part: asPart(metric.attribution.largestShiftTarget) }), { generateTarget });
  onTTFB((metric) => report({ name: "TTFB", value: metric.value }));
}
