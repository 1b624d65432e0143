/** An absolute http(s) URL from the backend, or null: anything else is never followed. */
export function safeHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
