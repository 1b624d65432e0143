import type { HmrContext, ModuleNode } from "vite";
import { describe, expect, it, vi } from "vitest";
import { reloadOnRouteEdit } from "./vite-reload-on-route-edit";

function hotUpdate(file: string) {
  const send = vi.fn();
  const handle = reloadOnRouteEdit("/repo/src/routes").handleHotUpdate as (context: HmrContext) => ModuleNode[] | undefined;
  const modules = handle({ file, server: { ws: { send } }, modules: [{ id: file }] } as unknown as HmrContext);
  return { send, modules };
}

describe("npm start's reload on a route file's edit", () => {
  it("reloads the page on a route file's edit and leaves no module for another plugin to hot-update", () => {
    const { send, modules } = hotUpdate("/repo/src/routes/{-$lang}/login.tsx");
    expect(send).toHaveBeenCalledWith({ type: "full-reload" });
    expect(modules).toEqual([]);
  });

  it("leaves any other edit to Vite and Prefresh, which update the page in place", () => {
    for (const file of ["/repo/src/features/sign-in/LoginPage.tsx", "/repo/src/routes-helpers.ts", "/repo/src/app/routeTree.gen.ts"]) {
      const { send, modules } = hotUpdate(file);
      expect(send).not.toHaveBeenCalled();
      expect(modules).toBeUndefined();
    }
  });

  it("is for the dev server only, and runs before the router plugin's hot updates", () => {
    const plugin = reloadOnRouteEdit("/repo/src/routes");
    expect(plugin.apply).toBe("serve");
    expect(plugin.enforce).toBe("pre");
  });
});
