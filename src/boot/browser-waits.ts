import type { PlanWaits } from "./load-plan";
import { afterFirstContentfulPaint } from "../ui/paint";
import { whenIdle, yieldToBrowser } from "./scheduling";

/** The load plan's waits in a browser (load-plan.ts). */
export const browserWaits: PlanWaits = {
  firstContentfulPaint: (capMs) => new Promise((resolve) => afterFirstContentfulPaint(resolve, capMs)),
  nextFrame: () => new Promise((resolve) => requestAnimationFrame(() => resolve())),
  idle: (phase) => new Promise((resolve) => whenIdle(() => resolve(), phase)),
  yieldToBrowser,
};
