import { type ComponentType, type ReactNode, Suspense, createElement, memo, use } from "react";

const loaders: Array<() => Promise<unknown>> = [];

const Unavailable = (): ReactNode => null;

/**
 * A part of the page whose code is not needed for the first render: the browser hydrates it
 * when its chunk arrives (its Suspense boundary keeps the exported HTML meanwhile), while the
 * export renders it in place, every part having been loaded first (loadDeferredParts).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next render tries again: the network may be back, or the failed deploy over.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  loaders.push(loadOnce);

  let rendering: Promise<ComponentType<P>> | undefined;
  const forRender = () => {
    rendering ??= loadOnce().catch((error: unknown) => {
      rendering = undefined;
      // The rest of the page stays usable: this part is left out rather than the page replaced.
      console.error("[layout] a part of the page could not be loaded:", error);
      return Unavailable;
    });
    return rendering;
  };

  function Loaded(props: P): ReactNode {
    return createElement(loaded ?? use(forRender()), props);
  }
  // Memoised: a parent's re-render (the session answering) must not reach a boundary still
  // waiting for its chunk, or the hydration gives up on it and shows the fallback instead:
  // the exported HTML would vanish until the chunk arrives, and the page jump twice.
  return memo(function DeferredPart(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}

/** For the export: every deferred part loaded, so that it renders in place, not as its fallback. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
