import { PERSONAS, type Persona } from "../mock/backend/personas";
import { ROUTES, type PortalRoute, routeAt } from "../src/route-table/table";
import { judgeSession } from "../src/session/judgement";
import { SHELL_PAGES } from "./route-pages";

/**
 * The states the portal's frame shows a visit in, read from the simulated backend's personas
 * through the portal's own session judgement (src/session/judgement.ts): who is signed in, with
 * the identity banner and the whole menu of a habilité seafarer, with the agent banner. A
 * persona in a state no other has adds that state to the journeys that walk them (contrast,
 * axe, reflow): a hand-picked list would leave it out.
 */
export interface HeaderState {
  /** What the frame shows, in words: the test's title. */
  readonly name: string;
  /** The first persona in that state (mock/backend/PERSONAS.md); none for a visitor. */
  readonly persona: string | undefined;
  /** The first shell page of the route table this state may stay on. */
  readonly page: string;
}

function nameOf(persona: Persona | undefined): string {
  if (persona === undefined) return "a visitor";
  const judgement = judgeSession({ rights: persona.droits, habilitations: persona.habilitations });
  if (!judgement.signedIn) return "a visitor";
  const parts = [judgement.habilitated ? "a habilité seafarer" : "signed in without habilitation"];
  if (judgement.agent) parts.push("an agent");
  return parts.join(", ");
}

function staysOn(persona: Persona | undefined, route: PortalRoute, path: string): boolean {
  if (persona === undefined) return route.access === "sign-in" || route.access === "public";
  const judgement = judgeSession({ rights: persona.droits, habilitations: persona.habilitations });
  return route.access !== "sign-in" && judgement.signInPageFrom(path) === null;
}

function firstPageOf(persona: Persona | undefined): string {
  const page = SHELL_PAGES.find((path) => {
    const route = routeAt(path);
    return route !== undefined && route !== ROUTES.error && staysOn(persona, route, path);
  });
  if (page === undefined) throw new Error(`header states: no shell page for ${nameOf(persona)}`);
  return page;
}

/** Every state, a visitor first; personas whose sign-in fails never show the frame signed in. */
export const HEADER_STATES: readonly HeaderState[] = [undefined, ...PERSONAS.filter((persona) => persona.signInErrorId === undefined)]
  .filter((persona, index, all) => all.findIndex((other) => nameOf(other) === nameOf(persona)) === index)
  .map((persona) => ({ name: nameOf(persona), persona: persona?.id, page: firstPageOf(persona) }));
