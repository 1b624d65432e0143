import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_PATH = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
