import { describe, expect, it } from "vitest";
import { DEFERRED_FONTS_MARKUP } from "./deferred-fonts-markup";
import { asRepeatVisitPage } from "./repeat-visit-page";
import { RUNTIME_CONFIG_PRELOAD } from "./runtime-config-preload";

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("asRepeatVisitPage", () => {
  it("links Marianne's stylesheet as on the shell's pages, keeping the page's headers but its length", async () => {
    const page = `<head><link rel="stylesheet" href="/assets/marianne-x.css"${DEFERRED_FONTS_MARKUP}></head>`;
    const answer = await asRepeatVisitPage(html(page, { "Content-Security-Policy": "default-src 'self'", "Content-Length": "99" }));
    expect(await answer.text()).toBe('<head><link rel="stylesheet" href="/assets/marianne-x.css"></head>');
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
    expect(answer.headers.get("Content-Length")).toBeNull();
    expect(answer.status).toBe(200);
  });

  it("leaves env.js to the entry, after the first paint, keeping the page's other preloads", async () => {
    const hostPreload = '<link rel="modulepreload" crossorigin href="/assets/host.js">';
    const page = `<head>${hostPreload}<link rel="stylesheet" href="/assets/marianne-x.css"${DEFERRED_FONTS_MARKUP}>${RUNTIME_CONFIG_PRELOAD}</head>`;
    expect(await (await asRepeatVisitPage(html(page))).text()).toBe(
      `<head>${hostPreload}<link rel="stylesheet" href="/assets/marianne-x.css"></head>`,
    );
  });

  it("gives a shell page, and anything that is not a page, as it is", async () => {
    const shellPage = html('<head><link rel="stylesheet" href="/assets/marianne-x.css"></head>');
    expect(await asRepeatVisitPage(shellPage)).toBe(shellPage);
    const script = new Response(`"${DEFERRED_FONTS_MARKUP}${RUNTIME_CONFIG_PRELOAD}"`, {
      headers: { "Content-Type": "application/javascript" },
    });
    expect(await asRepeatVisitPage(script)).toBe(script);
  });
});
