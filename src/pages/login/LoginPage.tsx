import { Trans } from "@lingui/react/macro";
import type { SignInErrorSources } from "../../session/sign-in/sign-in-error";
import { AccountCreationButton, AccountCreationModal } from "../../layout/sign-in/AccountCreationModal";
import { CerbereButton } from "../../layout/sign-in/CerbereBlock";
import { ContinueButton } from "../../layout/sign-in/ContinueButton";
import { FranceConnectBlock } from "../../layout/sign-in/FranceConnectBlock";
import { SignInErrorAlert } from "../../layout/sign-in/SignInErrorAlert";

/** The provider the seafarer is habilitated through, if any (spec point 4). */
export type HabilitatedWith = "none" | "FC" | "CER";

export interface LoginPageProps {
  readonly habilitatedWith: HabilitatedWith;
  readonly signInHrefs: { readonly franceConnect: string; readonly cerbere: string };
  readonly errorSources: SignInErrorSources;
}

const SEAFARER_CONTINUATION = "pmr/accueil";

export function LoginPage({ habilitatedWith, signInHrefs, errorSources }: LoginPageProps) {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter à mon espace marin</Trans>
      </h1>
      <SignInErrorAlert sources={errorSources} audience="seafarer" />
      <section className="fr-mb-6w" aria-labelledby="connexion-franceconnect">
        <h2 id="connexion-franceconnect" className="fr-h4">
          <Trans>Se connecter avec FranceConnect</Trans>
        </h2>
        {habilitatedWith === "FC" ? (
          <>
            <p>
              <Trans>Vous êtes déjà authentifié avec FranceConnect.</Trans>
            </p>
            <ContinueButton to={SEAFARER_CONTINUATION} />
          </>
        ) : (
          <FranceConnectBlock href={habilitatedWith === "CER" ? undefined : signInHrefs.franceConnect} />
        )}
      </section>
      <section className="fr-mb-6w" aria-labelledby="connexion-cerbere">
        <h2 id="connexion-cerbere" className="fr-h4">
          <Trans>Se connecter avec Cerbère</Trans>
        </h2>
        <p>
          <Trans>Pour les marins étrangers, les mineurs et toute personne ne disposant pas d'un compte FranceConnect.</Trans>
        </p>
        {habilitatedWith === "CER" ? (
          <>
            <p>
              <Trans>Vous êtes déjà authentifié avec Cerbère.</Trans>
            </p>
            <ContinueButton to={SEAFARER_CONTINUATION} />
          </>
        ) : (
          <CerbereButton href={habilitatedWith === "FC" ? undefined : signInHrefs.cerbere} />
        )}
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
