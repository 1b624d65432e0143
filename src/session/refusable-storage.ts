/**
 * A Storage that a browser may refuse (a privacy setting, an old private mode): reading it then
 * finds nothing and writing keeps nothing, instead of throwing out of the page's start. What the
 * portal keeps there only ever spares a request or carries a mark (spec point 4's test user id,
 * the no-habilitation flag); none of it is needed for the page to work.
 */
export function refusableStorage(storage: () => Storage): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const attempt = <T>(use: (store: Storage) => T, otherwise: T): T => {
    try {
      return use(storage());
    } catch {
      return otherwise;
    }
  };
  return {
    getItem: (key) => attempt((store) => store.getItem(key), null),
    setItem: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    removeItem: (key) => attempt((store) => store.removeItem(key), undefined),
  };
}
