/** What the kill switch needs of the worker's global scope. */
export interface RetiringScope {
  readonly registration: { unregister(): Promise<boolean> };
  readonly clients: { matchAll(options: { type: "window" }): Promise<readonly { url: string; navigate(url: string): Promise<unknown> }[]> };
  readonly caches: Pick<CacheStorage, "keys" | "delete">;
}

/**
 * Undoes everything a previous release's worker set up: its caches are deleted before it
 * unregisters, so that nothing of it can answer again, then each open tab loads its page afresh
 * from the network (a tab left as it is would keep running the old release's code).
 */
export async function retireWorker(scope: RetiringScope): Promise<void> {
  const names = await scope.caches.keys();
  await Promise.all(names.map((name) => scope.caches.delete(name)));
  await scope.registration.unregister();
  const tabs = await scope.clients.matchAll({ type: "window" });
  await Promise.all(tabs.map((tab) => tab.navigate(tab.url)));
}
