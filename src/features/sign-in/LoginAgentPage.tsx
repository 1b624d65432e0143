import { Trans } from "@lingui/react/macro";
import type { SignInErrorSources } from "./sign-in-error";
import { CerbereButton } from "./CerbereBlock";
import { ContinueButton } from "./ContinueButton";
import { SignInErrorAlert } from "./SignInErrorAlert";
import { ROUTES, splatOf } from "../../route-table/table";

export interface LoginAgentPageProps {
  /** The user holds EAGENT_ADMIN_EPARTE_APPLI (spec point 6): the sign-in button is disabled. */
  readonly hasAgentRight: boolean;
  /** Signed in: Continuer to the seafarer search. */
  readonly authenticated: boolean;
  readonly signInHref: string;
  readonly errorSources: SignInErrorSources;
}

export function LoginAgentPage({ hasAgentRight, authenticated, signInHref, errorSources }: LoginAgentPageProps) {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter à l'espace marin en tant qu'agent</Trans>
      </h1>
      <SignInErrorAlert sources={errorSources} audience="agent" />
      <section aria-labelledby="connexion-agent">
        <h2 id="connexion-agent" className="fr-h4">
          <Trans>Se connecter avec Cerbère</Trans>
        </h2>
        <p>
          <Trans>Réservé aux agents de l'administration disposant d'un compte Cerbère.</Trans>
        </p>
        <ul className="fr-btns-group fr-btns-group--inline-md">
          <li>
            <CerbereButton href={hasAgentRight ? undefined : signInHref} />
          </li>
          {authenticated ? (
            <li>
              <ContinueButton to={splatOf(ROUTES.seafarerSearch)} />
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
