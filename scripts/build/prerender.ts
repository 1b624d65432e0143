import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Messages } from "@lingui/core";
import { PRERENDER_ATTRIBUTE } from "../../src/boot/hydration";
import { ROUTE_MODULES_ATTRIBUTE } from "../../src/boot/route-modules";
import type { RenderedPage } from "../../src/entry-server";
import { CATALOGS } from "../../src/i18n/catalogs";
import { LOCALES, type Locale } from "../../src/i18n/locales";
import { exportedPages } from "../exported-pages";
import { DEFERRED_FONTS_MARKUP } from "../../src/service-worker/deferred-fonts-markup";
import { isUniversMarinPath } from "../../src/route-table/univers-marin-path";
import { framePreloads } from "./frame-preloads";
import { type Manifest, moduleHostAssets, pageAssets } from "./page-assets";
import { MARIANNE_STYLESHEET_RECORD } from "./vite-marianne-stylesheet";

/**
 * Renders every shell page per language into dist/ with the router's own rendering, so that
 * nginx serves real HTML that the client hydrates.
 */
const root = join(import.meta.dirname, "..", "..");
// DIST_DIR: another build's client files (e2e/kill-switch-release.ts builds the kill switch's).
const dist = process.env.DIST_DIR ?? join(root, "dist");
const serverEntry = join(root, ".tmp", "server", "entry-server.js");

const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as {
  renderPage: (url: string, messages: Messages) => Promise<RenderedPage>;
};

function messagesOf(locale: Locale): Messages {
  return Object.assign(
    {},
    ...CATALOGS.map(
      (catalog) => JSON.parse(readFileSync(join(root, "public", "assets", "i18n", `${catalog}.${locale}.json`), "utf8")) as Messages,
    ),
  ) as Messages;
}

const template = readFileSync(join(dist, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const moduleHost = moduleHostAssets(manifest);
const marianne = (JSON.parse(readFileSync(join(dist, MARIANNE_STYLESHEET_RECORD), "utf8")) as { href: string }).href;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

let count = 0;
for (const page of exportedPages()) {
  const rendered = await renderPage(page.url, messagesOf(page.locale));
  if (rendered.status !== page.expectedStatus) {
    throw new Error(`${page.url} rendered with status ${rendered.status}, expected ${page.expectedStatus}`);
  }
  const assets = pageAssets(manifest, rendered.routeIds);
  const frame = isUniversMarinPath(page.url);
  const head = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    // Render-blocking on the shell's pages, whose content is in the page; deferred on the frame's.
    `<link rel="stylesheet" crossorigin href="${marianne}"${frame ? DEFERRED_FONTS_MARKUP : ""}>`,
    ...(frame ? framePreloads(moduleHost) : []),
  ].join("\n    ");
  const html = template
    .replace("</head>", `  ${head}\n  </head>`)
    .replace('<html lang="fr"', `<html lang="${rendered.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" ${PRERENDER_ATTRIBUTE}="${page.mark}" ${ROUTE_MODULES_ATTRIBUTE}="${assets.modules.join(" ")}">${rendered.html}</div>`,
    );
  const file = join(dist, page.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  count += 1;
}
console.log(`prerendered ${count} pages for ${LOCALES.join(", ")}`);
