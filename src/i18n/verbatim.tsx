import type { ReactElement } from "react";

/**
 * Text from outside the code (the backend, the browser's storage) to put in a <Trans>: Lingui
 * writes string values into the message and then reads the message's <0>…</0> tags, so a value
 * holding "<0>…</0>" would take a component of the message and "<b>…</b>" would lose its brackets.
 * An element is a component of its own, rendered by React as text.
 */
export function verbatim(text: string): ReactElement {
  return <>{text}</>;
}
