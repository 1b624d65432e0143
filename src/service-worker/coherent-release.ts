import type { WorkboxPlugin } from "workbox-core/types";

/**
 * A release's worker installs that release or nothing (docs/rolling-releases.md). During a rolling
 * release, the replicas behind the load balancer serve two releases, and a page or label file,
 * which keeps its name across releases, may come from the other one: the precache would keep it
 * under this release's revision. The build sets each such file's revision to the SHA-256 of its
 * content (scripts/build/build-service-worker.ts); a body that does not match is fetched again, which the load balancer sends to another replica,
 * and after the last attempt the install fails: the browser tries again at a later navigation,
 * when the release is everywhere. Hashed assets need nothing: their name is their content.
 */
export interface CoherentReleaseOptions {
  /** The revision this release's precache list gives a URL (none for a hashed asset). */
  readonly revisionOf: (url: string) => string | undefined;
  /** Answers in all, the first included. */
  readonly attempts: number;
  /** The same file asked again, past every cache. */
  readonly fetchAgain: (url: string) => Promise<Response>;
}

async function sha256Hex(response: Response): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function coherentRelease({ revisionOf, attempts, fetchAgain }: CoherentReleaseOptions): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response, event }) => {
      const revision = revisionOf(request.url);
      // Only the install fills the precache; a page the worker fetches later is shown, not kept.
      if (revision === undefined || (event as Event).type !== "install") return response;
      let answer = response;
      for (let attempt = 1; ; attempt += 1) {
        if (answer.ok && (await sha256Hex(answer)) === revision) return answer;
        if (attempt >= attempts) {
          throw new Error(`${request.url}: ${attempts} answers, none of this release (status ${answer.status})`);
        }
        answer = await fetchAgain(request.url);
      }
    },
  };
}
