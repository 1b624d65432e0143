// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldFigure, PagePart } from "./field-figure-requests";
import { type FieldFigureSources, startFieldFigures } from "./field-figures";
import { FIELD_FIGURES_MARK } from "./field-figures-mark";

const settings = {
  trackerUrl: "https://stats.example.gouv.fr/matomo.php",
  siteId: 7,
  scriptUrl: "https://stats.example.gouv.fr/matomo.js",
};

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  setVisibility("visible");
  performance.clearMarks(FIELD_FIGURES_MARK);
});

function start(sources: Partial<FieldFigureSources> = {}) {
  let report: (figure: FieldFigure) => void = () => undefined;
  let partOf: (node: Node) => PagePart = () => "shell";
  const sent: string[][] = [];
  const flush = vi.fn();
  startFieldFigures(
    settings,
    {
      landingPath: "/fr/univers-marin/pmr/accueil-pmr",
      universMarin: () => ({ state: "mounted", loadMs: 400, mountMs: 40 }),
      partOf: () => "shell",
      ...sources,
    },
    {
      win: window,
      doc: document,
      perf: performance,
      reportWebVitals: (reporter, part) => {
        report = reporter;
        partOf = part;
      },
      delivery: () => ({ send: (requests) => sent.push([...requests]), flush }),
    },
  );
  const names = () => sent.map((batch) => batch.map((request) => new URLSearchParams(request.slice(1)).get("e_a")));
  return { report: (figure: FieldFigure) => report(figure), partOf: (node: Node) => partOf(node), sent, flush, names };
}

describe("the field figures", () => {
  it("ask the worker to send what waited, at start and when the browser is back online", async () => {
    const { flush } = start();
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("mark the page once they listen for it being hidden", async () => {
    expect(performance.getEntriesByName(FIELD_FIGURES_MARK)).toHaveLength(0);
    const { report, names } = start();
    expect(performance.getEntriesByName(FIELD_FIGURES_MARK)).toHaveLength(1);
    report({ name: "TTFB", value: 120 });
    setVisibility("hidden");
    expect(names()).toEqual([["TTFB"]]);
  });

  it("leave as one batch when the page is hidden, each figure once, tagged with the landing page", async () => {
    const { report, sent, names } = start();
    report({ name: "TTFB", value: 120 });
    report({ name: "LCP", value: 2100, part: "univers-marin" });
    expect(sent).toEqual([]);

    setVisibility("hidden");
    report({ name: "CLS", value: 0.02 });
    expect(names()).toEqual([["TTFB", "LCP"]]);
    const lcp = new URLSearchParams(sent[0]?.[1]?.slice(1));
    expect(lcp.get("e_n")).toMatch(
      /^route=\/univers-marin\/pmr\/accueil-pmr;um=mounted;um_load=400;um_mount=40;ect=\w[\w-]*;sw=0;part=univers-marin$/,
    );
    expect(lcp.get("url")).toBe(`${window.location.origin}/fr/univers-marin/pmr/accueil-pmr`);

    setVisibility("visible");
    report({ name: "LCP", value: 3000 });
    report({ name: "INP", value: 180 });
    setVisibility("hidden");
    expect(names()).toEqual([
      ["TTFB", "LCP"],
      ["CLS", "INP"],
    ]);

    setVisibility("visible");
    setVisibility("hidden");
    expect(sent).toHaveLength(2);
  });

  it("send a figure's last value before the page is hidden, as web-vitals reports every change of INP", async () => {
    const { report, sent } = start();
    report({ name: "INP", value: 40, part: "shell" });
    report({ name: "INP", value: 260, part: "univers-marin" });
    setVisibility("hidden");
    expect(sent).toHaveLength(1);
    const inp = new URLSearchParams(sent[0]?.[0]?.slice(1));
    expect([inp.get("e_a"), inp.get("e_v")]).toEqual(["INP", "260"]);
    expect(inp.get("e_n")).toMatch(/;part=univers-marin$/);

    setVisibility("visible");
    report({ name: "INP", value: 500 });
    setVisibility("hidden");
    expect(sent).toHaveLength(1);
  });

  it("pass web-vitals the shell's reading of which part of the page an element is in", async () => {
    const { partOf } = start({ partOf: () => "univers-marin" });
    expect(partOf(document.body)).toBe("univers-marin");
  });
});
