/** The parameter the medical portal wants in the body only, never in the action's query string. */
const BODY_ONLY_PARAMETER = "tkaction";

export interface AutoconnexionForm {
  /** The returned url with its query string rebuilt without tkaction. */
  readonly action: string;
  /** Every query parameter of the returned url, tkaction included, in order. */
  readonly fields: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * The POST form of spec point 7 for the url the autoconnexion call returned, which its schema
 * (api/autoconnexion.ts) has already held to http(s).
 */
export function buildAutoconnexionForm(returnedUrl: URL): AutoconnexionForm {
  // A copy: the checked URL is the query cache's, and its query string is rewritten here.
  const url = new URL(returnedUrl);
  const fields = [...url.searchParams.entries()];
  const kept = new URLSearchParams(fields.filter(([name]) => name !== BODY_ONLY_PARAMETER));
  url.search = kept.toString();
  return { action: url.toString(), fields };
}

/**
 * Builds the form with DOM calls in the given document (never markup from a string), then
 * submits it: values from the server stay values.
 */
export function submitFormIn(doc: Document, form: AutoconnexionForm): void {
  const element = doc.createElement("form");
  element.method = "post";
  element.action = form.action;
  for (const [name, value] of form.fields) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
}
