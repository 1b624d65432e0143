import { type ComponentType, type ReactNode, Suspense, createElement, memo, use, useEffect } from "react";

const loaders: Array<() => Promise<unknown>> = [];

const Unavailable = (): ReactNode => null;

/**
 * A part of the page whose code is not needed for the first render (the main menu, the not-found
 * page, the session's warning): its chunk is asked for when the part is first rendered, so a part
 * rendered on a condition loads only once it is due. Until the chunk arrives nothing shows, and on
 * hydration its Suspense boundary keeps the exported HTML; the export renders it in place, every
 * part having been loaded first (loadDeferredParts).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Asked again later: the network may be back, or the failed deploy over.
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
      // The rest of the page stays usable: this part is left out rather than the page replaced.
      console.error("[ui] a part of the page could not be loaded:", error);
      return Unavailable;
    });
    return rendering;
  };

  function Loaded(props: P): ReactNode {
    const component = loaded ?? use(forRender());
    // Once the part has been left out and that shown, its next render (new props, or the part
    // shown again) asks again; the render that resumes after the failure may not, or a chunk that
    // cannot load would be asked for in a loop.
    useEffect(() => {
      if (component === Unavailable) rendering = undefined;
    });
    return createElement(component, props);
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
