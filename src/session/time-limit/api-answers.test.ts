import { describe, expect, it } from "vitest";
import { isOwnApi } from "./api-answers";

describe("which answers are the portal's own backend", () => {
  const origin = "https://portail.example.gouv.fr";

  it.each([`${origin}/api/mes-droits`, `${origin}/api/habilitations?x=1`, `${origin}/api/`])("%s is", (url) => {
    expect(isOwnApi(url, origin)).toBe(true);
  });

  it.each([
    "https://univers-marin.example.gouv.fr/api/mes-droits",
    "http://portail.example.gouv.fr/api/mes-droits",
    `${origin}/api`,
    `${origin}/apis/x`,
    `${origin}/fr/api/x`,
    `${origin}/env.js`,
    "not a url",
  ])("%s is not", (url) => {
    expect(isOwnApi(url, origin)).toBe(false);
  });
});
