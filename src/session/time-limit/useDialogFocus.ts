import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * A modal dialog's keyboard contract: focus moves to `initial` when it opens, Tab and Shift+Tab
 * go round its controls, focus that lands outside (a click on the backdrop, a script) comes
 * back, Escape calls onEscape, and focus returns where it was when the dialog goes.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>, onEscape: () => void): void {
  // The latest handler, without opening the dialog again (focus moved back and forth) when it changes.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const returnTo = document.activeElement;
    initial.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (root === null) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== "Tab") return;
      const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = controls.at(0);
      const last = controls.at(-1);
      if (first === undefined || last === undefined) return;
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && dialog.current?.contains(event.target) === false) initial.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown, true);
    // Captured: the shell's move to a new page's start stops before it bubbles up to the document
    // (src/layout/page-start-focus.ts), and a navigation behind the dialog must not keep its focus.
    document.addEventListener("focusin", onFocusIn, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn, true);
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [dialog, initial]);
}
