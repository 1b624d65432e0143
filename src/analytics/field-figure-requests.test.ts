import { describe, expect, it } from "vitest";
import { type PageTags, connectionTag, figureRequest, figureTags, routeTag } from "./field-figure-requests";

const tags: PageTags = {
  route: "/univers-marin/pmr/accueil-pmr",
  universMarin: "mounted",
  universMarinLoadMs: 412.6,
  universMarinMountMs: 38.2,
  connection: "3g",
  fromWorkerCache: true,
};

describe("a field figure's tags", () => {
  it("name the route pattern, univers-marin's state and times, the connection, the worker and the part, in that order", () => {
    expect(figureTags(tags, "univers-marin")).toBe(
      "route=/univers-marin/pmr/accueil-pmr;um=mounted;um_load=413;um_mount=38;ect=3g;sw=1;part=univers-marin",
    );
  });

  it("leave out what is unknown", () => {
    expect(figureTags({ route: "/plan-site", universMarin: "none", connection: "unknown", fromWorkerCache: false })).toBe(
      "route=/plan-site;um=none;ect=unknown;sw=0",
    );
  });

  it.each([
    ["/fr/plan-site", "/plan-site"],
    ["/en/univers-marin/PMR/accueil-pmr/", "/univers-marin/pmr/accueil-pmr"],
    ["/fr/error/418", "/error/:errorCode?"],
    ["/fr/univers-marin/dossier/1234567", "/univers-marin"],
    ["/fr/nimporte-quoi", "not-found"],
    ["/fr/<script>alert(1)</script>", "not-found"],
  ])("take %s's route from the route table: %s, never a value of the path", (path, route) => {
    expect(routeTag(path)).toBe(route);
  });

  it.each([
    ["4g", "4g"],
    ["slow-2g", "slow-2g"],
    [undefined, "unknown"],
    ["5g;um=failed", "unknown"],
  ])("read the effective type %s as %s", (effectiveType, tag) => {
    expect(connectionTag(effectiveType)).toBe(tag);
  });
});

describe("a field figure's request", () => {
  const context = { siteId: 7, pageUrl: "https://portail.example.gouv.fr/fr/univers-marin/pmr/accueil-pmr", tags, at: 1_764_400_000_999 };

  it("is a dated Matomo event: the figure as the action, its tags as the name, its value in ms", () => {
    const query = new URLSearchParams(figureRequest({ name: "LCP", value: 2345.67, part: "shell" }, context).slice(1));
    expect(Object.fromEntries(query)).toEqual({
      idsite: "7",
      rec: "1",
      apiv: "1",
      url: context.pageUrl,
      e_c: "Field figures",
      e_a: "LCP",
      e_n: "route=/univers-marin/pmr/accueil-pmr;um=mounted;um_load=413;um_mount=38;ect=3g;sw=1;part=shell",
      e_v: "2346",
      cdt: "1764400000",
    });
  });

  it("keeps CLS as a score, and carries no cookie, visitor or user id", () => {
    const request = figureRequest({ name: "CLS", value: 0.01234 }, context);
    expect(request.startsWith("?")).toBe(true);
    const query = new URLSearchParams(request.slice(1));
    expect(query.get("e_v")).toBe("0.0123");
    for (const identifying of ["_id", "uid", "cid", "_idts", "cookie", "token_auth"]) expect(query.has(identifying)).toBe(false);
  });
});
