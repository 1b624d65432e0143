/** An answer's body as the portal reads it: JSON, or null when empty (an empty list, for the backend). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === "" ? null : (JSON.parse(text) as unknown);
}
