import { describe, expect, it } from "vitest";
import { DEFERRED_FONTS_MARKUP } from "./deferred-fonts-markup";
import { withFontsInHead } from "./fonts-in-head";

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("withFontsInHead", () => {
  it("links Marianne's stylesheet as on the shell's pages, keeping the page's headers but its length", async () => {
    const page = `<head><link rel="stylesheet" href="/assets/marianne-x.css"${DEFERRED_FONTS_MARKUP}></head>`;
    const answer = await withFontsInHead(html(page, { "Content-Security-Policy": "default-src 'self'", "Content-Length": "99" }));
    expect(await answer.text()).toBe('<head><link rel="stylesheet" href="/assets/marianne-x.css"></head>');
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
    expect(answer.headers.get("Content-Length")).toBeNull();
    expect(answer.status).toBe(200);
  });

  it("gives a shell page, and anything that is not a page, as it is", async () => {
    const shellPage = html('<head><link rel="stylesheet" href="/assets/marianne-x.css"></head>');
    expect(await withFontsInHead(shellPage)).toBe(shellPage);
    const script = new Response(`"${DEFERRED_FONTS_MARKUP}"`, { headers: { "Content-Type": "application/javascript" } });
    expect(await withFontsInHead(script)).toBe(script);
  });
});
