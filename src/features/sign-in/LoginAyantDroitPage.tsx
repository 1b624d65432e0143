import { Trans } from "@lingui/react/macro";
import type { SignInErrorSources } from "./sign-in-error";
import { CerbereButton } from "./CerbereBlock";
import { ContinueButton } from "./ContinueButton";
import { FranceConnectBlock } from "./FranceConnectBlock";
import { SignInErrorAlert } from "./SignInErrorAlert";
import { CerbereSection, FranceConnectSection, NoCerbereAccountSection, type SignInHrefs } from "./SignInSections";
import { ROUTES, splatOf } from "../../route-table/table";

export interface LoginAyantDroitPageProps {
  /** Signed in with a provider, with an empty habilitation list (spec point 4). */
  readonly connectedWithoutHabilitation: boolean;
  readonly signInHrefs: SignInHrefs;
  readonly errorSources: SignInErrorSources;
}

export function LoginAyantDroitPage({ connectedWithoutHabilitation, signInHrefs, errorSources }: LoginAyantDroitPageProps) {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter pour prendre un RDV médical à la place d'un marin</Trans>
      </h1>
      <SignInErrorAlert sources={errorSources} audience="seafarer" />
      <FranceConnectSection>
        {connectedWithoutHabilitation ? (
          <ContinueButton to={splatOf(ROUTES.appointmentRequest)} />
        ) : (
          <FranceConnectBlock href={signInHrefs.franceConnect} />
        )}
      </FranceConnectSection>
      <CerbereSection>
        <CerbereButton href={signInHrefs.cerbere} />
      </CerbereSection>
      <NoCerbereAccountSection />
    </div>
  );
}
