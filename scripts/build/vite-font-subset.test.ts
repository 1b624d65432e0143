import { describe, expect, it } from "vitest";
import { LATIN_RANGES, complement, splitMarianneFaces, unicodeRange } from "./vite-font-subset";

const REGULAR = `@font-face{font-display:swap;font-family:Marianne;font-style:normal;font-weight:400;src:url(../fonts/Marianne-Regular.woff2) format("woff2"),url(../fonts/Marianne-Regular.woff) format("woff")}`;
const SPECTRAL = `@font-face{font-display:swap;font-family:Spectral;font-style:normal;font-weight:400;src:url(../fonts/Spectral-Regular.woff2) format("woff2")}`;

describe("Marianne split by unicode-range", () => {
  it("the complement covers every code point the Latin ranges leave out, and only those", () => {
    const gaps = complement(LATIN_RANGES);
    expect(gaps[0]).toEqual([0x0100, 0x0130]);
    expect(gaps.at(-1)).toEqual([0xfffe, 0x10ffff]);
    const covered = (cp: number, ranges: readonly (readonly [number, number])[]) => ranges.some(([a, b]) => cp >= a && cp <= b);
    for (const cp of [0x41, 0xe9, 0x153, 0x20ac, 0x2019, 0x202f, 0x142, 0x3b1, 0x4e2d, 0x1f600]) {
      expect(covered(cp, LATIN_RANGES) !== covered(cp, gaps)).toBe(true);
    }
  });

  it("each face becomes the original for other scripts, then the Latin subset with the same descriptors", () => {
    const css = splitMarianneFaces(`${REGULAR}${SPECTRAL}`, (url) =>
      url.replace("../fonts/", "../cache/").replace(".woff2", "-latin.woff2"),
    );
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    expect(faces[0]).toContain(
      `src:url(../fonts/Marianne-Regular.woff2) format("woff2"),url(../fonts/Marianne-Regular.woff) format("woff")`,
    );
    expect(faces[0]).toContain(`unicode-range:${unicodeRange(complement(LATIN_RANGES))}`);
    expect(faces[1]).toBe(
      `@font-face{font-display:swap;font-family:Marianne;font-style:normal;font-weight:400;src:url(../cache/Marianne-Regular-latin.woff2) format("woff2");unicode-range:${unicodeRange(LATIN_RANGES)}}`,
    );
    expect(faces[2]).toBe(SPECTRAL);
  });

  it("writes ranges as CSS expects", () => {
    expect(
      unicodeRange([
        [0, 0xff],
        [0x131, 0x131],
      ]),
    ).toBe("U+0-FF,U+131");
  });
});
