import { type CDPSession, type Page } from "@playwright/test";

/**
 * RGAA 3.2 and 3.3 (WCAG 1.4.3, 1.4.11) in every state a control takes, not only at rest as axe
 * sees it: each link, button and form control at rest, hovered, keyboard-focused and pressed.
 * Text needs 4.5:1 against the background it is painted on (3:1 when large), an icon, a focus
 * outline or a field's boundary 3:1.
 *
 * How it stays fast (one page.evaluate per state):
 * - hovered and pressed are forced on every control at once through Chromium's DevTools protocol
 *   (CSS.forcePseudoState), which applies the same :hover and :active rules a pointer does;
 *   e2e/contrast.spec.ts checks with a real pointer (hover()) that both give the same colours;
 * - focus is real keyboard focus: after one Tab, moving the focus by script keeps :focus-visible
 *   (the browser's heuristic follows the last input, the keyboard), so one evaluate visits them all.
 */

type State = "rest" | "hover" | "focus" | "active";

/** Transitions would let a state be read half-way; a constructed sheet, as the CSP forbids inline styles. */
const NO_TRANSITIONS = "*, *::before, *::after { transition: none !important; animation: none !important; }";

/** What makes a control: links, buttons, form controls, anything else in the tab order. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Marks the controls inside `within` (not inside `outside`) to measure with data-contrast-id, and only them; returns how many. */
function markControls({ selector, within, outside }: { selector: string; within: string; outside: string | null }): number {
  for (const element of document.querySelectorAll("[data-contrast-id]")) element.removeAttribute("data-contrast-id");
  let id = 0;
  for (const element of document.querySelector(within)?.querySelectorAll(selector) ?? []) {
    if (outside !== null && element.closest(outside) !== null) continue;
    if ((element as HTMLButtonElement).disabled) continue;
    element.setAttribute("data-contrast-id", String(id++));
  }
  return id;
}

/**
 * The contrast problems of every marked control in the state it is in now (or, for "focus", as
 * each takes the keyboard focus in turn), as lines a person can read.
 */
function contrastProblems(state: string): string[] {
  type Rgba = [number, number, number, number];
  const problems: string[] = [];

  const parse = (value: string): Rgba | null => {
    const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
    const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(value);
    if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
    return null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba): number => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (c: Rgba) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, "0"))
      .join("")}`;

  const canvas = ((): Rgba => {
    const root = parse(getComputedStyle(document.documentElement).backgroundColor);
    const body = parse(getComputedStyle(document.body).backgroundColor);
    if (body && body[3] === 1) return body;
    if (root && root[3] === 1) return root;
    return [255, 255, 255, 1];
  })();
  /** The colour painted behind `element`'s content: its own background and its ancestors', composited. */
  const backgroundOf = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node !== null; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour === null || colour[3] === 0) continue;
      layers.push(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvas);
  };
  const describe = (element: Element) => {
    const text = element.textContent.replace(/\s+/g, " ").trim().slice(0, 40);
    const classes = [...element.classList].filter((name) => name.startsWith("fr-")).slice(0, 2);
    return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join("")} "${text}"`;
  };
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.right > 0 &&
      rect.bottom + window.scrollY > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const isLarge = (style: CSSStyleDeclaration) => {
    const size = parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  };

  /** The elements that paint the control's text: itself and its descendants holding text of their own. */
  const textHolders = (control: Element): Element[] =>
    [control, ...control.querySelectorAll("*")].filter(
      (element) =>
        shown(element) &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== ""),
    );

  const checkColours = (control: Element, label: string) => {
    const holders = textHolders(control);
    if (holders.length === 0) {
      // An icon drawn in the text colour (DSFR's masks), unless an image carries the content.
      if (control.querySelector("img, svg") !== null) return;
      const style = getComputedStyle(control);
      const colour = parse(style.color);
      if (colour === null) return problems.push(`${state}: ${label}: unreadable colour ${style.color}`);
      const background = backgroundOf(control);
      const value = ratio(over(colour, background), background);
      if (value < 3) problems.push(`${state}: ${label}: icon ${hex(colour)} on ${hex(background)} ${value.toFixed(2)}:1 < 3:1`);
      return;
    }
    for (const holder of holders) {
      const style = getComputedStyle(holder);
      const colour = parse(style.color);
      if (colour === null) {
        problems.push(`${state}: ${label}: unreadable colour ${style.color}`);
        continue;
      }
      const background = backgroundOf(holder);
      const value = ratio(over(colour, background), background);
      const needed = isLarge(style) ? 3 : 4.5;
      if (value < needed) {
        problems.push(`${state}: ${label}: text ${hex(colour)} on ${hex(background)} ${value.toFixed(2)}:1 < ${needed}:1`);
      }
    }
  };

  /** A text field's boundary (DSFR's bottom line, a border or its fill) against what surrounds it. */
  const checkBoundary = (control: Element, label: string) => {
    if (!control.matches('input:not([type="radio"]):not([type="checkbox"]), select, textarea')) return;
    const style = getComputedStyle(control);
    const fill = backgroundOf(control);
    const around = backgroundOf(control.parentElement);
    const edges = [
      ...style.boxShadow.matchAll(/rgba?\([^)]*\)/g),
      ...(style.borderStyle !== "none" && parseFloat(style.borderWidth) > 0 ? [[style.borderColor]] : []),
    ]
      .map((match) => parse(match[0] ?? ""))
      .filter((colour): colour is Rgba => colour !== null && colour[3] > 0);
    const best = Math.max(
      ratio(fill, around),
      ...edges.flatMap((edge) => [ratio(over(edge, fill), fill), ratio(over(edge, around), around)]),
    );
    if (best < 3) problems.push(`${state}: ${label}: boundary ${best.toFixed(2)}:1 < 3:1`);
  };

  /** The focus indicator: the control's outline or its pseudo-element's, or for a visually hidden radio or checkbox its label's. */
  const checkFocus = (control: Element, label: string) => {
    if (!control.matches(":focus-visible")) return problems.push(`${state}: ${label}: no :focus-visible after keyboard focus`);
    // DSFR draws some outlines on a pseudo-element: the header's brand link on its ::before, which covers the block.
    const candidates: Array<[Element, string | null]> = [
      [control, null],
      [control, "::before"],
      [control, "::after"],
      ...[...((control as HTMLInputElement).labels ?? [])].flatMap((labelElement): Array<[Element, string | null]> => [
        [labelElement, "::before"],
        [labelElement, null],
      ]),
    ];
    for (const [element, pseudo] of candidates) {
      const style = getComputedStyle(element, pseudo ?? undefined);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0) continue;
      const colour = parse(style.outlineColor);
      if (colour === null) return problems.push(`${state}: ${label}: unreadable outline colour ${style.outlineColor}`);
      const offset = parseFloat(style.outlineOffset);
      // Drawn outside the box (DSFR: 2px offset), the outline stands on the parent's background.
      const background = backgroundOf(offset > 0 ? element.parentElement : element);
      const value = ratio(over(colour, background), background);
      if (value < 3) problems.push(`${state}: ${label}: focus outline ${hex(colour)} on ${hex(background)} ${value.toFixed(2)}:1 < 3:1`);
      return;
    }
    problems.push(`${state}: ${label}: no focus outline`);
  };

  for (const control of document.querySelectorAll("[data-contrast-id]")) {
    if (state === "focus") (control as HTMLElement).focus();
    // A visually hidden radio or checkbox: its label is what a person sees.
    const input = control as HTMLInputElement;
    const seen = !shown(control) && input.labels?.[0] !== undefined && shown(input.labels[0]) ? input.labels[0] : control;
    if (!shown(seen)) continue;
    const label = describe(seen);
    checkColours(seen, label);
    checkBoundary(control, label);
    if (state === "focus") checkFocus(control, label);
  }
  return problems;
}

/** Forces `states` on every marked control at once (none: back to what the pointer does). */
export async function force(cdp: CDPSession, states: string[]): Promise<void> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "[data-contrast-id]" });
  await Promise.all(nodeIds.map((nodeId) => cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: states })));
}

/** Stops transitions and animations on the page as it is now, so that each state reads as it ends. */
export async function withoutTransitions(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, NO_TRANSITIONS);
}

export interface Scope {
  /** The part of the page measured. */
  readonly within: string;
  /** A part of it left out. */
  readonly outside?: string;
}

/** Every contrast problem of the controls in `scope`, state by state. */
export async function contrastProblemsOf(page: Page, { within, outside }: Scope): Promise<{ controls: number; problems: string[] }> {
  const controls = await page.evaluate(markControls, { selector: CONTROLS, within, outside: outside ?? null });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const problems: string[] = [];
  problems.push(...(await page.evaluate(contrastProblems, "rest" satisfies State)));
  await force(cdp, ["hover"]);
  problems.push(...(await page.evaluate(contrastProblems, "hover" satisfies State)));
  await force(cdp, ["hover", "active"]);
  problems.push(...(await page.evaluate(contrastProblems, "active" satisfies State)));
  await force(cdp, []);
  await page.mouse.move(0, 0);
  // One real key press, so that the focus moved by script afterwards counts as keyboard focus.
  await page.keyboard.press("Tab");
  problems.push(...(await page.evaluate(contrastProblems, "focus" satisfies State)));
  await cdp.detach();
  return { controls, problems };
}
