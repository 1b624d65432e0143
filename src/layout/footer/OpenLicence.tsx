import { Trans, useLingui } from "@lingui/react/macro";

const LICENCE_URL = "https://github.com/etalab/licence-ouverte/blob/master/LO.md";

/** The open-licence notice of the footer (spec 2.3). */
export function OpenLicence() {
  const { t } = useLingui();
  return (
    <Trans>
      Sauf mention explicite de propriété intellectuelle détenue par des tiers, les contenus de ce site sont proposés sous{" "}
      <a href={LICENCE_URL} target="_blank" rel="noopener noreferrer" title={t`licence etalab-2.0 - nouvelle fenêtre`}>
        licence etalab-2.0
      </a>
    </Trans>
  );
}
