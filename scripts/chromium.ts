import { existsSync } from "node:fs";

/** Debian's Chromium where there is one: Playwright cannot download its own browser here. */
export const CHROMIUM_PATH = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

/** The same flags for the end-to-end tests and the bench: no sandbox as root, no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
