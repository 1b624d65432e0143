import { Button } from "@codegouvfr/react-dsfr/Button";
import { Notice } from "@codegouvfr/react-dsfr/Notice";
import { Trans } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { isLocale } from "../../i18n/locales";
import { useSession } from "../../session/useSession";
import { ROUTES, splatOf } from "../../route-table/table";

/** The agent banner of spec 2.3: agents only, with a way back to the seafarer search. */
export function AgentBanner() {
  const { agent } = useSession();
  // The route's raw parameter is whatever the URL held (/evil.example/… on a not-found page):
  // only a language the portal has becomes the link's prefix.
  const { lang: rawLang } = useParams({ strict: false });
  const lang = isLocale(rawLang) ? rawLang : undefined;
  if (!agent) return null;
  return (
    <Notice
      className="agent-banner"
      title={<Trans>Voir version marin</Trans>}
      description={
        <>
          <Trans>Connecté en tant qu'agent</Trans>{" "}
          <Button
            size="small"
            priority="secondary"
            linkProps={{ to: "/{-$lang}/univers-marin/$", params: { lang, _splat: splatOf(ROUTES.seafarerSearch) } }}
          >
            <Trans>Changer de marin</Trans>
          </Button>
        </>
      }
    />
  );
}
