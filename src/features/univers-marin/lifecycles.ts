/** A lifecycle function as single-spa calls it. */
export type Lifecycle<Props> = (props: Props) => Promise<unknown>;

export interface ModuleLifecycles<Props> {
  readonly bootstrap: Lifecycle<Props>;
  readonly mount: Lifecycle<Props>;
  readonly unmount: Lifecycle<Props>;
}

type Exported = ((props: unknown) => unknown) | ReadonlyArray<(props: unknown) => unknown>;

function isLifecycleExport(value: unknown): value is Exported {
  if (typeof value === "function") return true;
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "function");
}

/** A lifecycle export (a function or an array of them) as one function returning a promise. */
function asLifecycle<Props>(exported: Exported): Lifecycle<Props> {
  const steps = typeof exported === "function" ? [exported] : exported;
  return async (props) => {
    let result: unknown;
    for (const step of steps) result = await step(props);
    return result;
  };
}

/**
 * The lifecycles a loaded module exports, or an error naming what is missing: a module that
 * does not export them is a failed load, shown and retried like a missing file.
 */
export function readLifecycles<Props>(module: unknown, url: string): ModuleLifecycles<Props> {
  const exports = typeof module === "object" && module !== null ? (module as Record<string, unknown>) : {};
  // bootstrap is optional for single-spa; when exported it must be valid.
  const missing = ["bootstrap", "mount", "unmount"].filter(
    (name) => !isLifecycleExport(exports[name]) && (name !== "bootstrap" || exports[name] !== undefined),
  );
  if (missing.length > 0) {
    throw new Error(
      `${url} does not export the single-spa lifecycles ${missing.join(", ")} (a System.register module exporting bootstrap, mount and unmount is expected).`,
    );
  }
  const bootstrap = exports.bootstrap;
  return {
    bootstrap: isLifecycleExport(bootstrap) ? asLifecycle(bootstrap) : async () => undefined,
    mount: asLifecycle(exports.mount as Exported),
    unmount: asLifecycle(exports.unmount as Exported),
  };
}
