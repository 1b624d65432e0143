/** The session's reads (spec 7), on their own so that the page's entry names them without their schemas. */
export const MES_DROITS_PATH = "/api/mes-droits";
export const HABILITATIONS_PATH = "/api/habilitations";
