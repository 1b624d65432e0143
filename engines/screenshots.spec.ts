import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { DESKTOP, PHONE, signIn } from "./steps";

/**
 * Screenshots of sample pages in each engine, at a phone's and a desktop's width, in the light
 * and the dark theme, saved by every run in screenshots/engines/<engine>/ (ignored by git): a
 * reviewer opens the three folders side by side (docs/cross-engine.md).
 */
export const SCREENSHOTS_DIR = join(import.meta.dirname, "..", "screenshots", "engines");

const ANONYMOUS = ["/fr/login", "/en/plan-site", "/es/accessibilite"];
const SIGNED_IN = ["/fr/mes-infos", "/fr/univers-marin/pmr/accueil-pmr"];

test("sample pages, phone and desktop, light and dark", async ({ tab }) => {
  test.setTimeout(180_000);
  const folder = join(SCREENSHOTS_DIR, tab.engine);
  mkdirSync(folder, { recursive: true });
  const shoot = async (paths: readonly string[]) => {
    for (const path of paths) {
      for (const [width, size] of [
        ["phone", PHONE],
        ["desktop", DESKTOP],
      ] as const) {
        await tab.resize(size.width, size.height);
        for (const theme of ["light", "dark"] as const) {
          // The theme DSFR's display settings keep, read before the first paint.
          await tab.act((scheme: string) => localStorage.setItem("scheme", scheme), theme);
          await tab.open(path);
          expect(await tab.evaluate(() => document.documentElement.getAttribute("data-fr-theme"))).toBe(theme);
          await tab.screenshot(join(folder, `${path.slice(1).replaceAll("/", "_")}-${width}-${theme}.png`));
        }
      }
    }
  };
  await tab.open(ANONYMOUS[0] ?? "/");
  await shoot(ANONYMOUS);
  await signIn(tab, "fc", "marin-fc");
  await shoot(SIGNED_IN);
});
