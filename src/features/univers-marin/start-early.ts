import type { UniversMarinHost } from "./host";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";

/**
 * A /univers-marin page is the sub-application's: its host starts as the app boots, beside the
 * session's calls, not once the shell has rendered the frame. Started from the frame, it waited
 * for hydration, the shell's effects and DSFR's script: the module painted 0.3 s later on a 4x
 * slower CPU. The application is still registered only once the rights have answered (host.ts),
 * and mounts once the frame is on the page. What needs nothing of the app (the rights, main.js)
 * the page's entry has already asked for (first-requests.ts).
 */
export function startUniversMarinEarly(location: Pick<Location, "pathname">, host: Pick<UniversMarinHost, "activate">): void {
  if (isUniversMarinPath(location.pathname)) host.activate();
}
