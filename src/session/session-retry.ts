import { createContext } from "react";

/**
 * Runs the session startup again (src/boot/boot-app.tsx provides it): the failed calls are sent anew and
 * their answers applied as at startup (no-habilitation flag, redirect when the habilitation is
 * missing). Without a provider, the alert falls back to refetching the failed calls.
 */
export const SessionRetryContext = createContext<(() => Promise<void>) | undefined>(undefined);
