import { getRouteApi } from "@tanstack/react-router";
import { SIGN_IN_PROVIDERS, signInUrl } from "./sign-in";
import { useSession } from "../../session/useSession";
import { LoginAgentPage } from "./LoginAgentPage";

const route = getRouteApi("/{-$lang}/login-agent");

/** /login-agent: the sign-in is disabled for an agent who already has the agent sign-in right. */
export function ConnectedLoginAgentPage() {
  const errorSources = route.useSearch();
  const { authenticated, agentSignInRight } = useSession();
  return (
    <LoginAgentPage
      hasAgentRight={agentSignInRight}
      authenticated={authenticated}
      signInHref={signInUrl(SIGN_IN_PROVIDERS.cerAgent)}
      errorSources={errorSources}
    />
  );
}
