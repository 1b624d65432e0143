import { z } from "zod";

/**
 * Fault switch for tests: per path, a status, a delay and/or a raw body, or a dropped
 * connection. A fault with a scope only hits requests carrying the cookie mock-scope=<scope>,
 * so parallel tests do not collide.
 *
 * Two paths are not the backend's own: /__provider/fc and /__provider/cer take that provider
 * down for the backend's back-channel calls made on behalf of a browser with that scope
 * (discovery, token endpoint): each fails as fetch does when the host is down, after delayMs if
 * given, whatever else the fault says. The providers themselves keep answering every other test.
 */
export const faultSchema = z.object({
  path: z.string().startsWith("/"),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  body: z.string().optional(),
  /**
   * The connection is closed without an answer, as a backend that dies does: the proxy in front
   * answers for it (nginx: 502), so "backend down" is tested through the real proxy without
   * stopping the backend the parallel tests share.
   */
  drop: z.boolean().optional(),
  scope: z.string().min(1).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

export const SCOPE_COOKIE = "mock-scope";

export class FaultTable {
  #faults: Fault[] = [];

  add(fault: Fault): void {
    this.#faults = [...this.#faults.filter((f) => f.path !== fault.path || f.scope !== fault.scope), fault];
  }

  clear(scope: string | undefined): void {
    this.#faults = scope === undefined ? [] : this.#faults.filter((f) => f.scope !== scope);
  }

  list(): readonly Fault[] {
    return this.#faults;
  }

  match(pathname: string, scope: string | undefined): Fault | undefined {
    return this.#faults.find((f) => f.path === pathname && (f.scope === undefined || f.scope === scope));
  }
}
