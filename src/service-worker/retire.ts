/** What the kill switch needs of the worker's global scope. */
export interface RetiringScope {
  readonly registration: { unregister(): Promise<boolean> };
  readonly caches: Pick<CacheStorage, "keys" | "delete">;
}

/**
 * Undoes everything a previous release's worker set up: its caches are deleted before it
 * unregisters, so that nothing of it can answer again. The open tabs reload themselves: a page
 * the worker controlled reloads, at the address it shows, when its worker changes
 * (src/offline/service-worker-registration.ts). The worker does not reload them itself: it only
 * knows the address each tab was opened at, not where the shell's own navigations have taken
 * it since, and its reload would cancel the page's (e2e/releases.spec.ts).
 */
export async function retireWorker(scope: RetiringScope): Promise<void> {
  const names = await scope.caches.keys();
  await Promise.all(names.map((name) => scope.caches.delete(name)));
  await scope.registration.unregister();
}
