import { createContext, useContext } from "react";
import type { UniversMarinHost } from "./host";

/** None in the export, which renders the frame empty: only the browser hosts the sub-application. */
export const UniversMarinHostContext = createContext<UniversMarinHost | null>(null);

export function useUniversMarinHost(): UniversMarinHost | null {
  return useContext(UniversMarinHostContext);
}
