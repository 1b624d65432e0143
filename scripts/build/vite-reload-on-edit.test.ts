import type { HmrContext, ModuleNode } from "vite";
import { describe, expect, it, vi } from "vitest";
import { reloadOnEdit } from "./vite-reload-on-edit";

describe("npm start's reload on edit", () => {
  it("reloads the page and leaves no module for another plugin to hot-update", () => {
    const plugin = reloadOnEdit();
    const send = vi.fn();
    const handle = plugin.handleHotUpdate as (context: HmrContext) => ModuleNode[];
    const modules = handle({ server: { ws: { send } }, modules: [{ id: "/src/routes/login.tsx" }] } as unknown as HmrContext);
    expect(send).toHaveBeenCalledWith({ type: "full-reload" });
    expect(modules).toEqual([]);
  });

  it("is for the dev server only, and runs before the router plugin's hot updates", () => {
    const plugin = reloadOnEdit();
    expect(plugin.apply).toBe("serve");
    expect(plugin.enforce).toBe("pre");
  });
});
