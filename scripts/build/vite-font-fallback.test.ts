import { describe, expect, it } from "vitest";
import { type FontMetrics, type LocalFallback, fallbackFaces, metricOverrides, withFallbackStack } from "./vite-font-fallback";

const marianne: FontMetrics = { ascent: 1100, descent: -400, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 488 };
const wider: FontMetrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };

describe("metricOverrides", () => {
  it("scales a wider local font down to Marianne's average width, and sets Marianne's vertical metrics", () => {
    // 0.488 / (1041 / 2048) = 0.96006…; 1.1 / 0.96006 = 1.14577…; 0.4 / 0.96006 = 0.41664…
    expect(metricOverrides(marianne, wider)).toBe(
      "size-adjust:96.01%;ascent-override:114.58%;descent-override:41.66%;line-gap-override:0.00%",
    );
  });

  it("changes nothing for a font with Marianne's own metrics", () => {
    expect(metricOverrides(marianne, marianne)).toBe(
      "size-adjust:100.00%;ascent-override:110.00%;descent-override:40.00%;line-gap-override:0.00%",
    );
  });
});

const fallback: LocalFallback = {
  family: "Marianne fallback DejaVu Sans",
  regular: ["DejaVu Sans", "DejaVuSans"],
  bold: ["DejaVu Sans Bold"],
  regularMetrics: wider,
  boldMetrics: { ...wider, xWidthAvg: 1176 },
};

describe("fallbackFaces", () => {
  it("gives each local font a regular and a bold face, each matched to Marianne's own weight", () => {
    const css = fallbackFaces({ regular: marianne, bold: { ...marianne, xWidthAvg: 491 } }, [fallback]);
    expect(css).toBe(
      '@font-face{font-family:"Marianne fallback DejaVu Sans";src:local("DejaVu Sans"),local("DejaVuSans");font-weight:100 549;' +
        "size-adjust:96.01%;ascent-override:114.58%;descent-override:41.66%;line-gap-override:0.00%}" +
        '@font-face{font-family:"Marianne fallback DejaVu Sans";src:local("DejaVu Sans Bold");font-weight:550 900;' +
        "size-adjust:85.51%;ascent-override:128.64%;descent-override:46.78%;line-gap-override:0.00%}",
    );
  });
});

describe("withFallbackStack", () => {
  it("puts the scaled faces between Marianne and DSFR's own fallbacks, wherever DSFR names its stack", () => {
    const css = "body{font-family:Marianne,arial,sans-serif}input{font-family:Marianne,arial,sans-serif}code{font-family:monospace}";
    expect(withFallbackStack(css, [fallback])).toBe(
      'body{font-family:Marianne,"Marianne fallback DejaVu Sans",arial,sans-serif}' +
        'input{font-family:Marianne,"Marianne fallback DejaVu Sans",arial,sans-serif}code{font-family:monospace}',
    );
  });

  it("matches the full stylesheet's spelling too, quoted and spaced", () => {
    const css = 'body{font-family:"Marianne", arial, sans-serif;margin:0}input,select{font-family:"Marianne", arial, sans-serif}';
    expect(withFallbackStack(css, [fallback])).toBe(
      'body{font-family:Marianne,"Marianne fallback DejaVu Sans",arial,sans-serif;margin:0}' +
        'input,select{font-family:Marianne,"Marianne fallback DejaVu Sans",arial,sans-serif}',
    );
  });

  it("leaves a stack that is not DSFR's alone", () => {
    const css = 'pre{font-family:"Marianne", monospace}h1{font-family:Marianne,arial,serif}';
    expect(withFallbackStack(css, [fallback])).toBe(css);
  });
});
