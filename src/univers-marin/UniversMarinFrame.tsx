/** Where the univers-marin sub-application mounts, inside main. */
export const UNIVERS_MARIN_MOUNT_ID = "univers-marin";

export function UniversMarinFrame() {
  return <div id={UNIVERS_MARIN_MOUNT_ID} />;
}
