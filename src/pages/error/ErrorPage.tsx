import { Trans } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";

export function ErrorPage() {
  const { errorCode } = useParams({ from: "/{-$lang}/error/$errorCode" });
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Erreur {errorCode}</Trans>
      </h1>
    </div>
  );
}
