import { useCallback } from "react";
import { loadHiddenFrameIn, logoutWithMedicalPortal } from "./medical-logout";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Oui in the logout dialog: the medical portal's logout page in a hidden frame, then logout. */
export function useMedicalLogout(medicalLogoutUrl: string | undefined, logout: () => void): () => void {
  return useCallback(() => {
    void logoutWithMedicalPortal({
      medicalLogoutUrl,
      loadHiddenFrame: loadHiddenFrameIn(document),
      wait,
      logout,
      log: (message) => console.warn(message),
    });
  }, [medicalLogoutUrl, logout]);
}
