import { join } from "node:path";
import { appReady, expect, expectAccessible, test } from "./fixtures";
import { freePort } from "../scripts/free-port";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { assetNames, makeSecondRelease } from "./second-release";
import { OWN_STACK } from "./stack";

/**
 * Two replicas of two releases, each told the other is its peer (ASSET_PEERS_URL,
 * docs/rolling-releases.md): during a rolling release, a page of one release asks a replica of
 * the other for its hashed chunks, and gets them through that replica's peers instead of a 404.
 */
const FIRST = join(import.meta.dirname, "..", "dist");
const SECOND = join(import.meta.dirname, "..", ".tmp", "e2e-asset-peers-second");

// It starts its own portals.
test.describe("a hashed asset of the other release", { tag: OWN_STACK }, () => {
  // One worker for the three: fully parallel, each worker would run beforeAll and remake the
  // second release's directory under the other worker's portal, which then served files mid-rewrite.
  test.describe.configure({ mode: "default" });
  let first: ExtraPortal;
  let second: ExtraPortal;
  let onlyFirst: string[];
  let onlySecond: string[];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    makeSecondRelease(FIRST, SECOND);
    const [a, b] = [assetNames(FIRST), assetNames(SECOND)];
    onlyFirst = [...a].filter((name) => !b.has(name));
    onlySecond = [...b].filter((name) => !a.has(name));
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    [first, second] = await Promise.all([
      startPortal({ port: firstPort, env: { ASSET_PEERS_URL: `http://127.0.0.1:${secondPort}` } }),
      startPortal({ port: secondPort, root: SECOND, env: { ASSET_PEERS_URL: `http://127.0.0.1:${firstPort}` } }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
  });

  test("comes from the peer that has it, as that peer serves it", async ({ request }) => {
    expect(onlyFirst.length).toBeGreaterThan(0);
    expect(onlySecond.length).toBeGreaterThan(0);
    // Every one: a route's chunk name may hold a dot (error._errorCode-….js).
    for (const [replica, peer, name] of [
      ...onlyFirst.map((name) => [second, first, name] as const),
      ...onlySecond.map((name) => [first, second, name] as const),
    ]) {
      const get = (portal: ExtraPortal) => request.get(`${portal.url}/assets/${name}`, { headers: { "Accept-Encoding": "br" } });
      const [viaReplica, fromPeer] = await Promise.all([get(replica), get(peer)]);
      expect(viaReplica.status(), name).toBe(200);
      expect(await viaReplica.body()).toEqual(await fromPeer.body());
      expect(viaReplica.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(viaReplica.headers()["content-type"]).toContain("javascript");
      expect(viaReplica.headersArray().filter(({ name }) => name.toLowerCase() === "x-request-id")).toHaveLength(1);
    }
  });

  test("is not found when no replica has it, and a peer's question is never asked on", async ({ request }) => {
    expect((await request.get(`${second.url}/assets/nowhere-AbCdEf12.js`)).status()).toBe(404);
    // No peer to ask (the name has no address yet, early in a rollout; here nothing listens): the
    // portal's own not-found page, not nginx's 502.
    const lonely = await startPortal({ port: await freePort(), env: { ASSET_PEERS_URL: `http://127.0.0.1:${await freePort()}` } });
    try {
      const answer = await request.get(`${lonely.url}/assets/${onlySecond[0]}`);
      expect(answer.status()).toBe(404);
      expect(answer.headers()["content-type"]).toContain("text/html");
      expect(await answer.text()).toContain('<html lang="fr"');
    } finally {
      await lonely.stop();
    }
    const fromPeer = await request.get(`${first.url}/assets/${onlySecond[0]}`, { headers: { "X-Portal-Asset-Peer": "1" } });
    expect(fromPeer.status()).toBe(404);
    for (const path of ["/assets/a%0d%0aX-Injected:%20yes.js", "/assets/sub/dir.js", "/assets/a%20b.js"]) {
      const answer = await request.get(`${second.url}${path}`);
      expect(answer.status(), path).toBe(404);
      expect(answer.headers()["x-injected"]).toBeUndefined();
    }
  });

  test("a page of one release works when every chunk it asks for goes to the other release's replica", async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/assets/") && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    // As a round-robin load balancer could send them: the page from the first release, its
    // chunks to a replica of the second.
    await page.route(`${first.url}/assets/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${second.url}${url.pathname}` }) });
    });
    await page.goto(`${first.url}/fr/plan-site`);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(failed).toEqual([]);
    await expectAccessible(page);
  });
});
