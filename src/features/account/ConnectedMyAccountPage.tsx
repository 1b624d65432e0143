import { useSession } from "../../session/useSession";
import { MyAccountPage } from "./MyAccountPage";

/** /mes-infos: the identity banner's name, and Oui logs out of the medical portal, then of the portal. */
export function ConnectedMyAccountPage() {
  const { identity, accountLogout } = useSession();
  return <MyAccountPage identity={identity ?? undefined} onConfirmLogout={accountLogout} />;
}
