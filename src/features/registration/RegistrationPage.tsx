import Alert from "@codegouvfr/react-dsfr/Alert";
import Button from "@codegouvfr/react-dsfr/Button";
import Input from "@codegouvfr/react-dsfr/Input";
// The field's own rules (its fill and bottom line): without them it shows as no field at all.
import "@codegouvfr/react-dsfr/dsfr/component/input/input.min.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { type SyntheticEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { numMarinError, stripSpaces } from "./num-marin";
import { readRegistrationDraft, saveRegistrationDraft } from "./registration-draft";

export interface RegistrationPageProps {
  /** 'Valider l'inscription' on a valid form: the manual reconciliation with this numMarin. */
  readonly onSubmit: (numMarin: string) => void;
  /** Annuler: the journal event, then logout. */
  readonly onCancel: () => void;
  /** A request is under way: the buttons wait. */
  readonly busy?: boolean;
  /** The reconciliation call failed (network, timeout, refusal): what to tell the user. */
  readonly failure?: string;
}

const INPUT_ID = "numMarin";

/** The draft only changes through this form: nothing to listen to. */
const noSubscription = () => () => undefined;
const noDraftInTheExport = () => "";

export function RegistrationPage({ onSubmit, onCancel, busy = false, failure }: RegistrationPageProps) {
  const { t } = useLingui();
  // A number typed on an earlier visit of this tab, read once hydrated (the exported page has
  // none): it shows until the user types again.
  const draft = useSyncExternalStore(noSubscription, readRegistrationDraft, noDraftInTheExport);
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? draft;
  // A restored number was typed by the user: the format check applies to it as it did then.
  const [dirty, setDirty] = useState(false);
  const fieldDirty = dirty || (typed === null && draft !== "");
  const [touched, setTouched] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const error = numMarinError(value, fieldDirty);
  const showFieldError = error !== null && (fieldDirty || failedSubmits > 0);
  const showAlert = error !== null && (touched || failedSubmits > 0);

  useEffect(() => {
    if (failedSubmits > 0) alertRef.current?.focus();
  }, [failedSubmits]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (numMarinError(value, true) !== null) {
      setDirty(true);
      setFailedSubmits((n) => n + 1);
      return;
    }
    onSubmit(value);
  };

  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Finalisation de l'inscription</Trans>
      </h1>
      {showAlert ? (
        <div ref={alertRef} tabIndex={-1} className="fr-mb-4w" data-registration-alert="">
          <Alert severity="error" small description={t`Vos données d'inscription ne sont pas correctes.`} />
        </div>
      ) : null}
      {/* The DSFR alert carries role="alert" itself: a second one around it would nest two live regions. */}
      {failure === undefined ? null : <Alert className="fr-mb-4w" severity="error" small description={failure} />}
      <form noValidate onSubmit={submit}>
        <Input
          label={t`Numéro de marin`}
          // DSFR puts the hint inside the label: it is part of the field's name, so no
          // aria-describedby repeats it (a screen reader would read it twice).
          hintText={
            <Trans>
              Le numéro saisi doit comporter 8 chiffres (ex : 12345678) ou commencer par ** (ex : **12345) ou commencer par TI (ex :
              TI12345)
            </Trans>
          }
          state={showFieldError ? "error" : "default"}
          stateRelatedMessage={t`Veuillez saisir les numéros en respectant le format attendu décrit dans l'aide contextuel.`}
          nativeInputProps={{
            id: INPUT_ID,
            name: "numMarin",
            value,
            required: true,
            autoComplete: "off",
            spellCheck: false,
            "aria-invalid": showFieldError,
            onChange: (event) => {
              const next = stripSpaces(event.target.value);
              setTyped(next);
              setDirty(true);
              saveRegistrationDraft(next);
            },
            onBlur: () => setTouched(true),
          }}
        />
        <ul className="fr-btns-group fr-btns-group--inline-md">
          <li>
            <Button priority="secondary" nativeButtonProps={{ type: "button", onClick: onCancel, disabled: busy }}>
              <Trans>Annuler</Trans>
            </Button>
          </li>
          <li>
            <Button nativeButtonProps={{ type: "submit", disabled: busy }}>
              <Trans>Valider l'inscription</Trans>
            </Button>
          </li>
        </ul>
      </form>
    </div>
  );
}
