import { useConfig } from "../../config/useConfig";
import { useMedicalLogout } from "../medical-appointment/useMedicalLogout";
import { useSession } from "../../session/useSession";
import { MyAccountPage } from "./MyAccountPage";

/** /mes-infos: the identity banner's name, and Oui logs out of the medical portal, then of the portal. */
export function ConnectedMyAccountPage() {
  const { MEDICAL_PORTAL_LOGOUT_URL } = useConfig();
  const { identity, logout } = useSession();
  const confirmLogout = useMedicalLogout(MEDICAL_PORTAL_LOGOUT_URL, logout);
  return <MyAccountPage identity={identity ?? undefined} onConfirmLogout={confirmLogout} />;
}
