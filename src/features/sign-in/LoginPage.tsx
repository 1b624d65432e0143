import { Trans } from "@lingui/react/macro";
import type { ProviderCode } from "../../api/habilitations-schema";
import type { SignInErrorSources } from "./sign-in-error";
import { CerbereButton } from "./CerbereBlock";
import { ContinueButton } from "./ContinueButton";
import { FranceConnectBlock } from "./FranceConnectBlock";
import { SignInErrorAlert } from "./SignInErrorAlert";
import { CerbereSection, FranceConnectSection, NoCerbereAccountSection, type SignInHrefs } from "./SignInSections";

export interface LoginPageProps {
  /** The provider the seafarer is habilitated through, if any (spec point 4). */
  readonly habilitatedWith: ProviderCode | null;
  readonly signInHrefs: SignInHrefs;
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
      <FranceConnectSection>
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
      </FranceConnectSection>
      <CerbereSection>
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
      </CerbereSection>
      <NoCerbereAccountSection />
    </div>
  );
}
