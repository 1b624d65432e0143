import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AccountCreationButton, AccountCreationModal } from "./AccountCreationModal";

/** Where the two provider buttons of a sign-in page lead (spec point 4). */
export interface SignInHrefs {
  readonly franceConnect: string;
  readonly cerbere: string;
}

interface ProviderSectionProps {
  /** What the page offers for this provider: its sign-in, or the way on once signed in. */
  readonly children: ReactNode;
}

/** The state sign-on's section of the seafarer sign-in pages. */
export function FranceConnectSection({ children }: ProviderSectionProps) {
  return (
    <section className="fr-mb-6w" aria-labelledby="connexion-franceconnect">
      <h2 id="connexion-franceconnect" className="fr-h4">
        <Trans>Se connecter avec FranceConnect</Trans>
      </h2>
      {children}
    </section>
  );
}

/** The ministry portal's section of the seafarer sign-in pages, with who it is for. */
export function CerbereSection({ children }: ProviderSectionProps) {
  return (
    <section className="fr-mb-6w" aria-labelledby="connexion-cerbere">
      <h2 id="connexion-cerbere" className="fr-h4">
        <Trans>Se connecter avec Cerbère</Trans>
      </h2>
      <p>
        <Trans>Pour les marins étrangers, les mineurs et toute personne ne disposant pas d'un compte FranceConnect.</Trans>
      </p>
      {children}
    </section>
  );
}

/** The last section of the seafarer sign-in pages: how to create a Cerbère account, and its dialog. */
export function NoCerbereAccountSection() {
  return (
    <>
      <section aria-labelledby="sans-compte-cerbere">
        <h2 id="sans-compte-cerbere" className="fr-h4">
          <Trans>Je n'ai pas de compte Cerbère</Trans>
        </h2>
        <AccountCreationButton />
      </section>
      <AccountCreationModal />
    </>
  );
}
