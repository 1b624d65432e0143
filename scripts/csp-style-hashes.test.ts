import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The CSP's style hashes (docker/entrypoint.d/40-portal-config.sh) against the <style> texts
 * react-dsfr writes. An upgrade that changes one would otherwise only show as a page that lost
 * its colour scheme, and a CSP violation in the console.
 */
const ENTRYPOINT = "docker/entrypoint.d/40-portal-config.sh";
/** color-scheme.js (copied to public/ by the build) and the runtime that replaces its style. */
const STYLE_WRITERS = [
  "node_modules/@codegouvfr/react-dsfr/early-color-scheme.js",
  "node_modules/@codegouvfr/react-dsfr/useIsDark/client.js",
];

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Every text a `element.innerHTML = …` template can produce, each `${c ? "a" : "b"}` expanded. */
function styleTexts(source: string): string[] {
  const templates = [...source.matchAll(/\.innerHTML = (?:sanitizer\.createHTML\()?`([^`]*)`/g)].map((match) => match[1] ?? "");
  return templates.flatMap((template) => {
    let texts = [template];
    for (const [whole, a, b] of template.matchAll(/\$\{[^?}]+\? "([^"]*)" : "([^"]*)"\}/g)) {
      texts = texts.flatMap((text) => [text.replace(whole, a ?? ""), text.replace(whole, b ?? "")]);
    }
    return texts;
  });
}

describe("the CSP's inline style hashes", () => {
  const allowed = /^style_hashes="([^"]*)"$/m.exec(readFileSync(ENTRYPOINT, "utf8"))?.[1]?.split(" ") ?? [];

  it.each(STYLE_WRITERS)("cover every <style> text %s writes, and nothing else", (file) => {
    const texts = styleTexts(readFileSync(file, "utf8"));
    expect(texts).toEqual([":root { color-scheme: dark; }", ":root { color-scheme: light; }"]);
    expect(texts.map(sha256).sort()).toEqual([...allowed].sort());
  });
});
