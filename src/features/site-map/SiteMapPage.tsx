import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { SITE_MAP, type SiteMapEntry, type SiteMapTarget } from "./site-map";

function TargetLink({
  target,
  label,
  lang,
}: {
  readonly target: SiteMapTarget;
  readonly label: string;
  readonly lang: string | undefined;
}) {
  switch (target.kind) {
    case "shell":
      return (
        <Link to={target.to} params={{ lang }}>
          {label}
        </Link>
      );
    case "sub-application":
      return (
        <Link to="/{-$lang}/univers-marin/$" params={{ lang, _splat: target.path }}>
          {label}
        </Link>
      );
    case "server":
      return <a href={target.href}>{label}</a>;
  }
}

function Entries({ entries, lang }: { readonly entries: readonly SiteMapEntry[]; readonly lang: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <ul>
      {entries.map((entry) => {
        const label = i18n._(entry.label);
        return (
          <li key={entry.label.id}>
            {entry.target ? <TargetLink target={entry.target} label={label} lang={lang} /> : label}
            {entry.children && <Entries entries={entry.children} lang={lang} />}
          </li>
        );
      })}
    </ul>
  );
}

export function SiteMapPage() {
  const { lang } = useParams({ from: "/{-$lang}/plan-site" });
  const { t } = useLinguiMacro();
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Plan du site</Trans>
      </h1>
      <nav aria-label={t`Plan du site`}>
        <Entries entries={SITE_MAP} lang={lang} />
      </nav>
    </div>
  );
}
