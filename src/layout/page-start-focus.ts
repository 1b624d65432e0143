/**
 * Moves focus to the start of the page a client navigation has just shown: its h1, or main when
 * it has none (the sub-application's pages before its h1 is there).
 *
 * DSFR 1.14.2 records every element that receives focus, from a focusin listener on the document,
 * and never lets one go (its FocusManager, docs/accessibility.md, "A day open"): each h1 focused
 * here kept the page it belonged to alive after the user left it, for as long as the document
 * lived. So this move's focusin stops at the root element: everything below it (the page, the
 * sub-application's framework) hears it as any other, and only listeners on the document and the
 * window do not. Focus, the browser's sequential-navigation start and what a screen reader reads
 * are those of a plain focus().
 */
export function focusPageStart(main: HTMLElement | null): void {
  const target = main?.querySelector<HTMLElement>("h1") ?? main;
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  const root = target.ownerDocument.documentElement;
  const unheardAbove = (event: FocusEvent) => {
    if (event.target === target) event.stopPropagation();
  };
  root.addEventListener("focusin", unheardAbove);
  try {
    target.focus();
  } finally {
    root.removeEventListener("focusin", unheardAbove);
  }
}
