import { afterEach, describe, expect, it, vi } from "vitest";
import { readOverrideMap } from "./override-map";

const ALLOWED = { IMPORT_MAP_OVERRIDE_ORIGINS: ["http://localhost:4200"] };

afterEach(() => vi.restoreAllMocks());

describe("readOverrideMap", () => {
  it("loads nothing where the environment allows no override", async () => {
    const load = vi.fn(() => Promise.reject(new Error("not to be called")));
    expect(await readOverrideMap({}, load)).toEqual({ imports: {} });
    expect(load).not.toHaveBeenCalled();
  });

  it("leaves the deployed modules, with an error in the console, when the overrides' code cannot load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await readOverrideMap(ALLOWED, () => Promise.reject(new Error("chunk failed")))).toEqual({ imports: {} });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("[module-overrides]"), expect.any(Error));
  });
});
