declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The autoconnexion's erreur, shown as text on /erreurRdvMarin (spec point 2.4). */
    appointmentError?: string;
  }
}

/** A message no real answer exceeds: history state outlives the page and is not trusted. */
const MAX_MESSAGE_LENGTH = 1000;

/** The message to show, or undefined when the page was reached without one. */
export function appointmentErrorMessage(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("appointmentError" in state)) return undefined;
  const message = state.appointmentError;
  if (typeof message !== "string" || message.trim() === "") return undefined;
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}
