import { useLingui } from "@lingui/react";
import { useMatches, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { documentTitle } from "./document-title";
import { focusPageStart } from "./page-start-focus";
import { routeTitles } from "./route-titles";
import { MAIN_ID } from "./SiteSkipLinks";

/**
 * Keeps the document title in step with the page, and after every client navigation (not
 * the first load, which the browser announces itself) moves focus to the page and reads its
 * title in a polite live region.
 */
export function RouteAnnouncer() {
  const { i18n } = useLingui();
  const router = useRouter();
  const title = documentTitle(
    i18n,
    routeTitles(useMatches()).map((descriptor) => i18n._(descriptor)),
  );
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(
    () =>
      router.subscribe("onRendered", (event) => {
        if (!event.pathChanged) return;
        setAnnouncement(
          documentTitle(
            i18n,
            routeTitles(router.state.matches).map((descriptor) => i18n._(descriptor)),
          ),
        );
        focusPageStart(document.getElementById(MAIN_ID));
      }),
    [router, i18n],
  );

  return (
    <div className="fr-sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
