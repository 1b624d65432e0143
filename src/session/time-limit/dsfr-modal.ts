/** DSFR's global API, as far as a modal needs it. */
type DsfrApi = (node: Element) => { readonly modal?: { disclose(): void; conceal(): void } } | undefined;

const isDsfrApi = (value: unknown): value is DsfrApi => typeof value === "function";

/** The attribute DSFR's script sets on a modal it has taken up. */
const TAKEN_UP = "data-fr-js-modal";

/**
 * DSFR's script takes up every .fr-modal it finds, and hides one that appeared open without being
 * opened through it. This opens the dialog through it once it has taken it up (the scroll of the
 * page behind locked, focus held, in step with DSFR's other modals), and closes it through it
 * before React removes it: removed behind its back, it would keep the lock and the focus trap.
 * Without DSFR's script (tests), nothing.
 */
export function openWithDsfr(node: HTMLElement): () => void {
  const dsfr: unknown = Reflect.get(window, "dsfr");
  if (!isDsfrApi(dsfr)) return () => undefined;
  const disclose = () => dsfr(node)?.modal?.disclose();
  const takenUp = new MutationObserver(() => {
    if (!node.hasAttribute(TAKEN_UP)) return;
    takenUp.disconnect();
    disclose();
  });
  if (node.hasAttribute(TAKEN_UP)) disclose();
  else takenUp.observe(node, { attributes: true, attributeFilter: [TAKEN_UP] });
  return () => {
    takenUp.disconnect();
    dsfr(node)?.modal?.conceal();
  };
}
