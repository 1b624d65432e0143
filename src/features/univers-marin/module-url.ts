/**
 * ${UNIVERS_MARIN_HOST}/main.js; a retry asks for it with a query of its own, because SystemJS
 * keeps the last script error by URL (a module that failed to parse would fail again from
 * memory) and a cache may still hold the failed response. `host` is getConfig()'s, already
 * checked to be an http(s) URL without trailing slashes.
 */
export function moduleUrl(host: string, retries = 0): string {
  return retries === 0 ? `${host}/main.js` : `${host}/main.js?retry=${retries}`;
}
