import darkArtwork from "@codegouvfr/react-dsfr/dsfr/artwork/dark.svg";
import lightArtwork from "@codegouvfr/react-dsfr/dsfr/artwork/light.svg";
import systemArtwork from "@codegouvfr/react-dsfr/dsfr/artwork/system.svg";
import { createModal } from "@codegouvfr/react-dsfr/Modal";
import { useIsModalOpen } from "@codegouvfr/react-dsfr/Modal/useIsModalOpen";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useState } from "react";

type Theme = "light" | "dark" | "system";

const ARTWORKS: Record<Theme, string> = { light: lightArtwork, dark: darkArtwork, system: systemArtwork };
const ARTWORK_LAYERS = ["artwork-decorative", "artwork-minor", "artwork-major"] as const;

// The id react-dsfr's own Display uses: the footer's display button (headerFooterDisplayItem)
// opens this dialog.
const modal = createModal({ id: "fr-theme-modal", isOpenedByDefault: false });
const footerButtonId = modal.buttonProps.id;

/** An artwork whose drawing is only fetched once `shown`: until then, an empty box of its size. */
function Artwork({ theme, shown }: { readonly theme: Theme; readonly shown: boolean }) {
  return (
    <svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="80px" height="80px" viewBox="0 0 80 80">
      {shown && ARTWORK_LAYERS.map((layer) => <use key={layer} className={`fr-${layer}`} href={`${ARTWORKS[theme]}#${layer}`} />)}
    </svg>
  );
}

/**
 * DSFR's modal leaves Escape to a focused form field (a text field may use it): here the fields
 * are the theme radios, where the focus is right after choosing a theme, so Escape closes the
 * dialog from them too and gives the focus back to the footer's button, as DSFR does from the
 * dialog's other controls.
 */
function closeOnEscape(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Escape" || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  modal.close();
  document.getElementById(footerButtonId)?.focus();
}

/**
 * react-dsfr's display-settings dialog, same markup, except that its three artworks (11 KB, three
 * requests) are fetched when the dialog is first opened rather than on every first visit.
 * DSFR's script binds the radios by their name and the `fr-display` class. Rendered after the
 * footer: DSFR gives the focus back, on closing, to the first button controlling the dialog in
 * the page, and react-dsfr's hidden control button comes with the dialog; after the footer's
 * own button, it is no longer the first (RGAA 7.1, 12.8).
 */
export function ThemeDisplay() {
  const { t } = useLingui();
  const id = useId();
  const [opened, setOpened] = useState(false);
  useIsModalOpen(modal, { onDisclose: () => setOpened(true) });
  const labels: Record<Theme, string> = { light: t`Thème clair`, dark: t`Thème sombre`, system: t`Système` };

  return (
    <modal.Component title={t`Paramètres d'affichage`} size="small">
      <div className="fr-display" onKeyDown={closeOnEscape}>
        <div className="fr-form-group">
          <fieldset className="fr-fieldset">
            <legend className="fr-fieldset__legend fr-text--regular">{t`Choisissez un thème pour personnaliser l'apparence du site.`}</legend>
            <div className="fr-fieldset__content">
              {(["light", "dark", "system"] as const).map((theme) => (
                <div key={theme} className="fr-radio-group fr-radio-rich">
                  <input value={theme} type="radio" id={`${id}-${theme}`} name="fr-radios-theme" />
                  <label className="fr-label" htmlFor={`${id}-${theme}`}>
                    {labels[theme]}
                    {theme === "system" && <span className="fr-hint-text">{t`Utilise les paramètres système.`}</span>}
                  </label>
                  <div className="fr-radio-rich__img">
                    <Artwork theme={theme} shown={opened} />
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
    </modal.Component>
  );
}
