/** What every call to the backend asks for: the client's and the page entry's early GETs alike. */
export const ACCEPT_JSON = { Accept: "application/json" } as const;
