import { setUseLang } from "@codegouvfr/react-dsfr/spa";
import { setLink } from "@codegouvfr/react-dsfr/link";
import { useLocale } from "../i18n/useLocale";
import { DsfrLink } from "./dsfr-link";

/**
 * What react-dsfr needs both when pages are exported and in the browser: router links and
 * the active language for its own labels, set here once, before the first render.
 * startReactDsfr (browser only, in boot/after-hydration.tsx) is not given them again.
 */
export function registerDsfrBindings(): void {
  setLink({ Link: DsfrLink });
  setUseLang({ useLang: useLocale });
}
