import type { Account } from "oidc-provider";
import { findPersona } from "../backend/personas";

/** The claims each scope releases: sub for openid, the name as FranceConnect gives it for profile. */
export const CLAIMS_BY_SCOPE = { openid: ["sub"], profile: ["given_name", "family_name"] } as const;

/** The provider's account for a persona id: the persona is the account, its identity the claims. */
export async function findAccount(_ctx: unknown, sub: string): Promise<Account | undefined> {
  const persona = findPersona(sub);
  if (!persona) return undefined;
  return {
    accountId: persona.id,
    claims: async () => ({ sub: persona.id, given_name: persona.identite.prenom, family_name: persona.identite.nom }),
  };
}
