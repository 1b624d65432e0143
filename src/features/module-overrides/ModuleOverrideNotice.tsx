import { Button } from "@codegouvfr/react-dsfr/Button";
import { Trans } from "@lingui/react/macro";
import { Fragment, type ReactElement, useEffect, useState } from "react";
import { getConfig } from "../../config/config";
import { verbatim } from "../../i18n/verbatim";
import { ShellNotice } from "../../ui/ShellNotice";

/**
 * An address as text with a line break allowed after each "/", "?" and "&": it has no space to
 * break at, and would widen the page on a phone.
 */
function address(url: string): ReactElement {
  const parts = url.split(/(?<=[/?&])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
import type { ModuleOverrides, RefusedOverride } from "./accepted-overrides";
import { clearModuleOverrides, loadModuleOverrides } from "./module-overrides";

function Refusal({ refusal }: { readonly refusal: RefusedOverride }) {
  // What the browser's storage holds, shown as it is.
  const name = verbatim(refusal.name);
  const url = address(refusal.url);
  switch (refusal.reason) {
    case "origin-not-allowed":
      return (
        <Trans>
          La surcharge de {name} est ignorée : l’origine de {url} n’est pas autorisée dans cet environnement.
        </Trans>
      );
    case "not-a-url":
      return (
        <Trans>
          La surcharge de {name} est ignorée : {url} n’est pas une adresse http(s) complète.
        </Trans>
      );
    case "not-a-module":
      return <Trans>La surcharge de {name} est ignorée : ce portail n’a pas de module de ce nom.</Trans>;
  }
}

export interface ModuleOverrideNoticeProps {
  /** The page is loaded again once the overrides are forgotten: a module SystemJS has run cannot be unloaded. */
  readonly reload?: () => void;
}

/**
 * DSFR's notice, on every page, that this browser loads a module from elsewhere than the
 * deployed import map (import-map-overrides, in an environment that allows it), or that an
 * override was refused, with the way back. Nothing where overrides are not allowed.
 */
export function ModuleOverrideNotice({ reload = () => window.location.reload() }: ModuleOverrideNoticeProps) {
  const [overrides, setOverrides] = useState<ModuleOverrides>();
  useEffect(() => {
    let shown = true;
    void loadModuleOverrides(getConfig()).then((read) => shown && setOverrides(read));
    return () => {
      shown = false;
    };
  }, []);
  if (!overrides || (overrides.applied.length === 0 && overrides.refused.length === 0)) return null;
  return (
    <ShellNotice kind="warning" className="module-override-notice" title={<Trans>Modules de test, dans ce navigateur seulement.</Trans>}>
      {overrides.applied.map((override) => {
        const name = verbatim(override.name);
        const url = address(override.url);
        return (
          <span className="fr-notice__desc" key={`applied-${override.name}`}>
            <Trans>
              {name} est chargé depuis {url}.
            </Trans>{" "}
          </span>
        );
      })}
      {overrides.refused.map((refusal) => (
        <span className="fr-notice__desc" key={`refused-${refusal.name}`}>
          <Refusal refusal={refusal} />{" "}
        </span>
      ))}
      <Button
        priority="secondary"
        size="small"
        onClick={() => {
          clearModuleOverrides();
          reload();
        }}
      >
        <Trans>Revenir aux modules déployés</Trans>
      </Button>
    </ShellNotice>
  );
}
