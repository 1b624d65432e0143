import { describe, expect, it } from "vitest";
import { iconRules, withoutUnusedUtilities } from "./vite-dsfr-css";

describe("iconRules", () => {
  const css = [
    ".fr-icon-ship-line:after,.fr-icon-ship-line:before{mask-image:url(../../icons/map/ship-line.svg)}",
    ".fr-icon-theme-fill:after,.fr-icon-theme-fill:before{mask-image:url(../../icons/system/fr--theme-fill.svg)}",
    ".ri-sailboat-line:after,.ri-sailboat-line:before{mask-image:url(../../icons/map/sailboat-line.svg)}",
  ].join("");

  it("keeps only the rules of the named icons, with their urls untouched", () => {
    const kept = iconRules(css, new Set(["fr-icon-theme-fill", "ri-sailboat-line"]));
    expect(kept).toContain(".fr-icon-theme-fill:after");
    expect(kept).toContain("url(../../icons/map/sailboat-line.svg)");
    expect(kept).not.toContain("ship-line");
  });
});

describe("withoutUnusedUtilities", () => {
  const css =
    ".fr-container{margin:auto}.fr-mt-2w{margin-top:1rem!important}.fr-mb-3w{margin-bottom:1.5rem!important}" +
    "@media (min-width:48em){.fr-col-md-6{flex:0 0 50%}.fr-mt-md-4w{margin-top:2rem!important}}" +
    ".fr-p-1w,.fr-btn{padding:.5rem}";

  it("drops unnamed spacing and grid utilities, inside media queries too, and keeps the rest", () => {
    const out = withoutUnusedUtilities(css, new Set(["fr-mt-2w"]));
    expect(out).toContain(".fr-container{margin:auto}");
    expect(out).toContain(".fr-mt-2w{");
    expect(out).not.toContain("fr-mb-3w");
    expect(out).not.toContain("@media");
    expect(out).toContain(".fr-p-1w,.fr-btn{padding:.5rem}");
  });

  it("keeps a media query that still holds a named rule", () => {
    expect(withoutUnusedUtilities(css, new Set(["fr-col-md-6"]))).toContain("@media (min-width:48em){.fr-col-md-6{flex:0 0 50%}}");
  });
});
