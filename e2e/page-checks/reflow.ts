import { type Page } from "@playwright/test";

/**
 * The rendering criteria of RGAA 10.4 and 10.12 (WCAG 1.4.4, 1.4.10, 1.4.12) as a person sees
 * them: at each width, with the text alone at 200 % and with the text spacing of WCAG 1.4.12,
 * nothing scrolls sideways, no text is cut (the Marianne block included) and no two texts
 * overlap. One load of a page is resized through every layout: loading it is most of the time.
 */

const WIDTHS = [320, 1024, 1097, 1180] as const;

/** WCAG 1.4.12's bookmarklet values, with !important as the test tools apply them. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
/** The text alone at 200 %: DSFR sizes its text in rem. */
const TEXT_200 = "html { font-size: 200% !important; }";

type Mode = "plain" | "text spacing" | "text 200 %";

/**
 * The CSP forbids inline styles: a constructed stylesheet is how a user's stylesheet or a
 * bookmarklet would get in. It replaces the one applied before.
 */
async function applyStyle(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [sheet];
  }, css);
}

/** Every rendering problem of the page as it is laid out now, as lines a person can read. */
function renderingProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    // The outermost elements past the right edge: what makes the page scroll.
    const wide = [...document.body.querySelectorAll("*")].filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 &&
        !((element.parentElement?.getBoundingClientRect().right ?? 0) > root.clientWidth + 1),
    );
    const names = wide.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
    problems.push(`scrolls sideways: ${root.scrollWidth}px for ${root.clientWidth}px (${names.join(", ")})`);
  }

  // The nearest ancestor that clips what overflows it, per element: one style lookup each.
  const clipperOf = new Map<Element, Element | null>();
  const clipper = (element: Element | null): Element | null => {
    if (element === null || element === document.body) return null;
    const known = clipperOf.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const found = style.overflowX !== "visible" || style.overflowY !== "visible" ? element : clipper(element.parentElement);
    clipperOf.set(element, found);
    return found;
  };
  // Visually hidden on purpose: DSFR's fr-sr-only clips to 1px, and its icon-only buttons (the
  // header's menu button on a phone, the social links) push their label out of their box.
  const skipped = (element: Element): boolean =>
    element.closest(
      ".fr-sr-only, [aria-hidden=true], [hidden], .fr-skiplinks, .fr-btn--menu, .fr-follow__social .fr-btn, svg, script, style, template",
    ) !== null || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true });

  interface Line {
    readonly node: Node;
    readonly text: string;
    readonly rect: DOMRect;
  }
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (text === "" || parent === null || skipped(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    for (const rect of rects) {
      let hidden = false;
      if (rect.left < -1 || rect.right > root.clientWidth + 1) problems.push(`off-screen: "${text}"`);
      const ancestor = clipper(parent);
      if (ancestor !== null) {
        const box = ancestor.getBoundingClientRect();
        // Wholly outside: folded away (a closed collapse), not cut.
        hidden = rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom;
        if (!hidden && (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1)) {
          problems.push(`cut by ${ancestor.tagName.toLowerCase()}.${[...ancestor.classList].join(".")}: "${text}"`);
        }
      }
      if (!hidden) lines.push({ node, text, rect });
    }
  }
  // Two texts on top of each other. A text's box is its font's full height, taller than a
  // tight line (DSFR's Marianne block, headings): lines of one paragraph may share a few
  // pixels, so an overlap counts from half the smaller height.
  lines.sort((a, b) => a.rect.top - b.rect.top);
  lines.forEach((a, index) => {
    for (const b of lines.slice(index + 1)) {
      if (b.rect.top >= a.rect.bottom) break;
      if (a.node === b.node) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width > 2 && height > Math.min(a.rect.height, b.rect.height) / 2) problems.push(`overlap: "${a.text}" and "${b.text}"`);
    }
  });
  return [...new Set(problems)];
}

export interface Layout {
  readonly width: number;
  readonly mode: Mode;
}

export const EVERY_LAYOUT: readonly Layout[] = [
  ...WIDTHS.flatMap((width) => [
    { width, mode: "plain" as const },
    { width, mode: "text spacing" as const },
  ]),
  { width: 1280, mode: "text 200 %" },
];

/** The narrowest and the tightest desktop, with the widest text: enough for a page that only changes a template's words. */
export const TIGHTEST_LAYOUTS: readonly Layout[] = [
  { width: 320, mode: "text spacing" },
  { width: 1024, mode: "text spacing" },
];

/**
 * The rendering problems of the page loaded in `page`, through each of `layouts` in turn, each
 * line prefixed with its layout; the page is left at the last one, with its style.
 */
export async function reflowProblems(page: Page, layouts: readonly Layout[] = EVERY_LAYOUT): Promise<string[]> {
  const found: string[] = [];
  for (const { width, mode } of layouts) {
    await applyStyle(page, mode === "text spacing" ? TEXT_SPACING : mode === "text 200 %" ? TEXT_200 : "");
    // Resized after the style: DSFR's navigation places its sub-menus (left or right-aligned)
    // when the window is resized, as it is when a person zooms.
    await page.setViewportSize({ width: width - 1, height: 800 });
    await page.setViewportSize({ width, height: 800 });
    // Two frames: DSFR's scripts react to the resize (header, navigation) in a frame of their own.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await page.evaluate(renderingProblems)) found.push(`${width}px, ${mode}: ${problem}`);
  }
  return found;
}
