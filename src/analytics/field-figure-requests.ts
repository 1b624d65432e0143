import { routeAt } from "../route-table/table";

/** The figures of web-vitals the portal reports. */
export type FigureName = "LCP" | "INP" | "CLS" | "TTFB";

/** Where univers-marin stood when the figures left: "mounted" once it has mounted in this page's life. */
export type UniversMarinState = "mounted" | "loading" | "failed" | "none";

/** Which part of the page a figure's element is in (web-vitals' attribution). */
export type PagePart = "univers-marin" | "shell";

/** What a page's figures are tagged with. */
export interface PageTags {
  /** The route pattern of the page the visit opened (the figures are the document's, spec 2.1 and 2.2). */
  readonly route: string;
  readonly universMarin: UniversMarinState;
  readonly universMarinLoadMs?: number;
  readonly universMarinMountMs?: number;
  /** The connection's effective type, as the Network Information API tells it. */
  readonly connection: string;
  /** The page was answered by the service worker, from its cache. */
  readonly fromWorkerCache: boolean;
}

export interface FieldFigure {
  readonly name: FigureName;
  readonly value: number;
  readonly part?: PagePart;
}

/** The Matomo event category of every field figure (docs/performance.md, "Field figures"). */
const FIGURE_CATEGORY = "Field figures";

const CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g", "4g"]);

/** The route pattern of a path: from the route table, so no value of a path ever leaves. */
export function routeTag(pathname: string): string {
  return routeAt(pathname)?.path ?? "not-found";
}

export function connectionTag(effectiveType: string | undefined): string {
  return effectiveType !== undefined && CONNECTIONS.has(effectiveType) ? effectiveType : "unknown";
}

/**
 * The event name: the tags as key=value pairs separated by ";", in a fixed order, so that a
 * Matomo segment on the event name (eventName=@um=mounted) selects them.
 */
export function figureTags(tags: PageTags, part?: PagePart): string {
  const pairs: [string, string | number | undefined][] = [
    ["route", tags.route],
    ["um", tags.universMarin],
    ["um_load", tags.universMarinLoadMs === undefined ? undefined : Math.round(tags.universMarinLoadMs)],
    ["um_mount", tags.universMarinMountMs === undefined ? undefined : Math.round(tags.universMarinMountMs)],
    ["ect", tags.connection],
    ["sw", tags.fromWorkerCache ? 1 : 0],
    ["part", part],
  ];
  return pairs.flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${value}`])).join(";");
}

/** CLS is a score, the others milliseconds. */
function figureValue({ name, value }: FieldFigure): string {
  return name === "CLS" ? value.toFixed(4) : String(Math.round(value));
}

export interface FigureRequestContext {
  readonly siteId: number;
  /** The page's address without query or fragment. */
  readonly pageUrl: string;
  readonly tags: PageTags;
  /** When the figures leave the page (Date.now()): Matomo dates them so even when they wait. */
  readonly at: number;
}

/** One tracking request of Matomo's bulk API: an event, dated, with no cookie and no identifier. */
export function figureRequest(figure: FieldFigure, context: FigureRequestContext): string {
  const query = new URLSearchParams({
    idsite: String(context.siteId),
    rec: "1",
    apiv: "1",
    url: context.pageUrl,
    e_c: FIGURE_CATEGORY,
    e_a: figure.name,
    e_n: figureTags(context.tags, figure.part),
    e_v: figureValue(figure),
    cdt: String(Math.floor(context.at / 1000)),
  });
  return `?${query.toString()}`;
}
