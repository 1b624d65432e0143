import type { Page } from "@playwright/test";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { OWN_STACK, PORTAL_ENV } from "./stack";

test.use({ persona: "marin-fc" });

const SECOND_MODULE = "https://peche.example.gouv.fr/app/main.js";
const UNIVERS_MARIN_H1 = "#univers-marin [data-univers-marin-demo] h1";

/** What SystemJS resolves each name to in the page: what it will load. */
const resolvedIn = (page: Page, names: readonly string[]) =>
  page.evaluate(
    (list) => list.map((name) => (window as unknown as { System: { resolve(id: string): string } }).System.resolve(name)),
    names,
  );

test.describe("the import map written at container start", { tag: OWN_STACK }, () => {
  let portal: ExtraPortal | undefined;
  test.beforeAll(async () => {
    portal = await startPortal({ env: { SUB_APPLICATION_MODULES: `peche=${SECOND_MODULE}` } });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test("univers-marin loads from its entry, and a second sub-application is one variable", async ({ page }) => {
    if (portal === undefined) throw new Error("beforeAll did not start the portal");
    const moduleRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/main.js")) moduleRequests.push(request.url());
    });
    const response = await openPage(page, `${portal.url}/fr/univers-marin/pmr/accueil-pmr`);
    await expect(page.locator(UNIVERS_MARIN_H1)).toBeVisible();
    const universMarin = `${PORTAL_ENV.UNIVERS_MARIN_HOST}/main.js`;
    expect(await resolvedIn(page, ["univers-marin", "peche"])).toEqual([universMarin, SECOND_MODULE]);
    expect([...new Set(moduleRequests)]).toEqual([universMarin]);
    const scriptSrc = (response?.headers()["content-security-policy"] ?? "").split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc?.split(" ")).toEqual(expect.arrayContaining([new URL(universMarin).origin, new URL(SECOND_MODULE).origin]));
    await expectAccessible(page);
  });
});
