import { Trans } from "@lingui/react/macro";

export function SiteMapPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Plan du site</Trans>
      </h1>
    </div>
  );
}
