/** The codes spec point 8 gives texts for; every other code borrows one of them. */
export const ERROR_KINDS = [400, 401, 403, 404, 408, 500, 503] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const HTTP_STATUS = /^[1-9][0-9]{2}$/;

/**
 * An HTTP status is three digits (RFC 9110, 15): anything else in the URL (abc, -1, 999999,
 * 0400) is not an error code but a mistyped address, so the caller shows the not-found page.
 */
export function parseErrorCode(raw: string): number | undefined {
  return HTTP_STATUS.test(raw) ? Number(raw) : undefined;
}

function isKind(code: number): code is ErrorKind {
  return (ERROR_KINDS as readonly number[]).includes(code);
}

/** Spec point 8: other codes from 400 to 499 use the 400 text, any other code the 500 text. */
export function errorKindOf(code: number): ErrorKind {
  if (isKind(code)) return code;
  return code >= 400 && code <= 499 ? 400 : 500;
}
