import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { median } from "../bench-univers-marin";
import { launchChromium } from "./browser";
import { SATELLITE } from "./satellite";

/**
 * How fast this machine is at the moment of the sitting: Lighthouse's benchmark index (its own
 * page function, what its reports call `benchmarkIndex`), in the bench's Chromium, without
 * throttling and at the satellite profile's CPU slowdown. Timings that are CPU work (a repeat
 * visit's first paint) follow it, so two sittings compare only beside it (docs/performance.md).
 */
export interface HostSpeed {
  readonly unthrottled: number;
  readonly satelliteCpu: number;
}

// DevTools' CPU calibration scores a mid-tier phone (a Pixel 5) at 1000 and a low-tier one at 264.
const MID_TIER_PHONE = 1000;
const LOW_TIER_PHONE = 264;

export async function measureHostSpeed(runs = 3): Promise<HostSpeed> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const index = async (rate: number) => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const scores: number[] = [];
      for (let run = 0; run < runs; run += 1)
        scores.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
      return Math.round(median(scores));
    };
    return { unthrottled: await index(1), satelliteCpu: await index(SATELLITE.cpuSlowdown) };
  } finally {
    await browser.close();
  }
}

export function printHostSpeed(speed: HostSpeed): void {
  console.log(
    `\nHost speed (Lighthouse's benchmark index): ${speed.unthrottled} unthrottled, ${speed.satelliteCpu} at ${SATELLITE.cpuSlowdown}x CPU` +
      ` (DevTools scores a mid-tier phone ${MID_TIER_PHONE}, a low-tier one ${LOW_TIER_PHONE})`,
  );
}
