import type { Habilitations } from "../api/habilitations-schema";
import type { Droit } from "../api/mes-droits-schema";

/**
 * Which session a page shows, as a short digest of the answers that decide everything the shell
 * shows of the user: the rights and the habilitations (whose first item names the person and
 * the provider). Two tabs with the same digest show the same thing; a different one means
 * another person, or the same person after a change the page has not seen (a reconciliation).
 * Only the digest is shared or stored: nothing of the person.
 */
export function sessionFingerprint(rights: readonly Droit[], habilitations: Habilitations): string {
  return digest(JSON.stringify([rights.map((right) => right.libelleCerbere), habilitations]));
}

/** cyrb53: 53 bits, enough to tell sessions apart; a collision only keeps a tab as it is. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
