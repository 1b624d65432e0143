/**
 * A user-timing mark the field figures set once they listen for the page being hidden
 * (field-figures.ts): a page closed before it sends no figures. The e2e suite and the bench wait
 * for it before leaving a page whose figures they read.
 */
export const FIELD_FIGURES_MARK = "portal:field-figures-listening";
