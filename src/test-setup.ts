import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { options } from "preact";
import { afterEach } from "vitest";

// Preact runs effects after the next frame, with a short timer as a fallback that then calls
// cancelAnimationFrame. A file that ends while a paint is pending tears jsdom down first, and that
// timer then fails on a global that is gone (an unhandled error that fails the whole run, seen under
// load). jsdom's own frames stop with its window, so the effects wait for a frame and nothing else.
// Files that run in Node's environment render nothing and keep Preact's default.
if (typeof window !== "undefined") {
  const nextFrame = window.requestAnimationFrame.bind(window);
  options.requestAnimationFrame = (flush) => {
    nextFrame(flush);
  };
}

afterEach(() => {
  cleanup();
});
