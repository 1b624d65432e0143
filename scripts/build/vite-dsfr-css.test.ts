import { describe, expect, it } from "vitest";
import { iconRules, withoutFontFaces, withoutInternetExplorerRules, withoutUnusedUtilities } from "./vite-dsfr-css";

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

describe("withoutFontFaces", () => {
  it("drops every face and keeps the rules around them", () => {
    const css =
      '.a{color:red}@font-face{font-family:Marianne;src:url("fonts/Marianne-Bold.woff2") format("woff2");font-weight:700}.b{margin:0}';
    expect(withoutFontFaces(css)).toBe(".a{color:red}.b{margin:0}");
  });
});

describe("withoutInternetExplorerRules", () => {
  const css =
    ".fr-header{display:block}" +
    "@media screen and (min-width:0\\0) and (min-resolution:72dpi){.fr-header ul{list-style-type:none}@media (min-width:62em){.fr-header{padding:0}}}" +
    "@media (forced-colors:active){.fr-header{outline:1px solid}}" +
    '@media screen and (min-width:62em) and (min-width:0\\0) and (min-resolution:72dpi){.fr-nav{content:"}"}}' +
    ".fr-footer{margin:0}";

  it("drops the media blocks only Internet Explorer matches, nested rules and strings included", () => {
    expect(withoutInternetExplorerRules(css)).toBe(
      ".fr-header{display:block}@media (forced-colors:active){.fr-header{outline:1px solid}}.fr-footer{margin:0}",
    );
  });

  it("leaves a stylesheet without such blocks as it is", () => {
    const modern = "@media (min-width:48em){.fr-col-md-6{flex:0 0 50%}}.fr-btn{padding:.5rem}";
    expect(withoutInternetExplorerRules(modern)).toBe(modern);
  });
});
