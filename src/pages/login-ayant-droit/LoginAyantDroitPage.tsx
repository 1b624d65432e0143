import { Trans } from "@lingui/react/macro";
import type { SignInErrorSources } from "../../session/sign-in/sign-in-error";
import { AccountCreationButton, AccountCreationModal } from "../../layout/sign-in/AccountCreationModal";
import { CerbereButton } from "../../layout/sign-in/CerbereBlock";
import { ContinueButton } from "../../layout/sign-in/ContinueButton";
import { FranceConnectBlock } from "../../layout/sign-in/FranceConnectBlock";
import { SignInErrorAlert } from "../../layout/sign-in/SignInErrorAlert";

export interface LoginAyantDroitPageProps {
  /** Signed in with a provider, with an empty habilitation list (spec point 4). */
  readonly connectedWithoutHabilitation: boolean;
  readonly signInHrefs: { readonly franceConnect: string; readonly cerbere: string };
  readonly errorSources: SignInErrorSources;
}

export function LoginAyantDroitPage({ connectedWithoutHabilitation, signInHrefs, errorSources }: LoginAyantDroitPageProps) {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter pour prendre un RDV médical à la place d'un marin</Trans>
      </h1>
      <SignInErrorAlert sources={errorSources} audience="seafarer" />
      <section className="fr-mb-6w" aria-labelledby="connexion-franceconnect">
        <h2 id="connexion-franceconnect" className="fr-h4">
          <Trans>Se connecter avec FranceConnect</Trans>
        </h2>
        {connectedWithoutHabilitation ? <ContinueButton to="demandes/rendez-vous" /> : <FranceConnectBlock href={signInHrefs.franceConnect} />}
      </section>
      <section className="fr-mb-6w" aria-labelledby="connexion-cerbere">
        <h2 id="connexion-cerbere" className="fr-h4">
          <Trans>Se connecter avec Cerbère</Trans>
        </h2>
        <p>
          <Trans>Pour les marins étrangers, les mineurs et toute personne ne disposant pas d'un compte FranceConnect.</Trans>
        </p>
        <CerbereButton href={signInHrefs.cerbere} />
      </section>
      <section aria-labelledby="sans-compte-cerbere">
        <h2 id="sans-compte-cerbere" className="fr-h4">
          <Trans>Je n'ai pas de compte Cerbère</Trans>
        </h2>
        <AccountCreationButton />
      </section>
      <AccountCreationModal />
    </div>
  );
}
