/** Where the univers-marin sub-application mounts, inside main: rendered by UniversMarinFrame, exported with the page. */
export const UNIVERS_MARIN_MOUNT_ID = "univers-marin";

/** The exported mount element of the page, if it has one. */
export function exportedMountElement(doc: Document): HTMLElement | null {
  return doc.getElementById(UNIVERS_MARIN_MOUNT_ID);
}
