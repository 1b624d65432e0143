import { afterEach } from "vitest";

// Only a file run in jsdom (`// @vitest-environment jsdom`) renders. One run in Node, the default,
// skips Testing Library, its matchers and Preact: imports it would pay for and never use.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const [{ cleanup }, { options }] = await Promise.all([import("@testing-library/react"), import("preact")]);

  // Preact runs effects after the next frame, with a short timer as a fallback that then calls
  // cancelAnimationFrame. A file that ends while a paint is pending tears jsdom down first, and that
  // timer then fails on a global that is gone (an unhandled error that fails the whole run, seen under
  // load). jsdom's own frames stop with its window, so the effects wait for a frame and nothing else.
  const nextFrame = window.requestAnimationFrame.bind(window);
  options.requestAnimationFrame = (flush) => {
    nextFrame(flush);
  };

  afterEach(() => {
    cleanup();
  });
}
