import { describe, expect, it } from "vitest";
import { takeMarianneFaces } from "./vite-marianne-stylesheet";

describe("takeMarianneFaces", () => {
  const regular = '@font-face{font-display:swap;font-family:Marianne;font-weight:400;src:url(/assets/M-latin.woff2)format("woff2")}';
  const quotedLast = '@font-face{font-weight:700;src:url(/assets/B.woff2);font-family:"Marianne"}';
  const fallback = "@font-face{font-family:Marianne fallback Arial;src:local(Arial);size-adjust:109.47%}";
  const spectral = "@font-face{font-family:Spectral;src:url(/assets/S.woff2)}";

  it("takes Marianne's own faces, written either way, and leaves the rest in place", () => {
    expect(takeMarianneFaces(`.a{color:red}${regular}${fallback}${quotedLast}${spectral}.b{font-family:Marianne,arial}`)).toEqual({
      rest: `.a{color:red}${fallback}${spectral}.b{font-family:Marianne,arial}`,
      faces: `${regular}${quotedLast}`,
    });
  });

  it("leaves a stylesheet without them as it is", () => {
    expect(takeMarianneFaces(`${fallback}.b{color:blue}`)).toEqual({ rest: `${fallback}.b{color:blue}`, faces: "" });
  });
});
