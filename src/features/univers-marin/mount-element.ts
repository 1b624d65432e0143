/** Where the univers-marin sub-application mounts, inside main: rendered by UniversMarinFrame, exported with the page. */
export const UNIVERS_MARIN_MOUNT_ID = "univers-marin";
