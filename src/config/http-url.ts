/**
 * An absolute http(s) URL without credentials, or null: the one check for every URL that comes
 * from configuration or the backend; nothing else is ever followed or loaded.
 */
export function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  return url;
}
