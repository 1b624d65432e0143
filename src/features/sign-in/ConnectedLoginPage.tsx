import { getRouteApi } from "@tanstack/react-router";
import { SIGN_IN_PROVIDERS, signInUrl } from "./sign-in";
import { useSession } from "../../session/useSession";
import { LoginPage } from "./LoginPage";

const route = getRouteApi("/{-$lang}/login");

/** /login as the session knows the seafarer: the provider they are habilitated through, if any. */
export function ConnectedLoginPage() {
  const errorSources = route.useSearch();
  const { provider } = useSession();
  return (
    <LoginPage
      habilitatedWith={provider}
      signInHrefs={{ franceConnect: signInUrl(SIGN_IN_PROVIDERS.fc), cerbere: signInUrl(SIGN_IN_PROVIDERS.cer) }}
      errorSources={errorSources}
    />
  );
}
