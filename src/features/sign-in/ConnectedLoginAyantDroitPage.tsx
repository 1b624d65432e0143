import { getRouteApi } from "@tanstack/react-router";
import { SIGN_IN_PROVIDERS, signInUrl } from "./sign-in";
import { useSession } from "../../session/useSession";
import { LoginAyantDroitPage } from "./LoginAyantDroitPage";

const route = getRouteApi("/{-$lang}/loginAyantDroit");

/** /loginAyantDroit: Continuer replaces the state sign-on once connected without habilitation. */
export function ConnectedLoginAyantDroitPage() {
  const errorSources = route.useSearch();
  const { connectedWithoutHabilitation } = useSession();
  return (
    <LoginAyantDroitPage
      connectedWithoutHabilitation={connectedWithoutHabilitation}
      signInHrefs={{ franceConnect: signInUrl(SIGN_IN_PROVIDERS.fcAyantDroit), cerbere: signInUrl(SIGN_IN_PROVIDERS.cerAyantDroit) }}
      errorSources={errorSources}
    />
  );
}
