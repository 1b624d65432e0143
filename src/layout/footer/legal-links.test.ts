import { describe, expect, it } from "vitest";
import { legalLinks, newWindowLinkProps } from "./legal-links";

describe("footer legal links", () => {
  it("lists the configured addresses in the order of spec 2.3", () => {
    const links = legalLinks({
      LINK_TERMS_OF_USE: "https://mer.example.gouv.fr/cgu",
      LINK_LEGAL_NOTICES: "https://mer.example.gouv.fr/mentions-legales",
      LINK_PERSONAL_DATA: "https://mer.example.gouv.fr/donnees",
      LINK_COOKIES: "https://mer.example.gouv.fr/cookies",
    });
    expect(links.map((link) => [link?.label.message, link?.href])).toEqual([
      ["Mentions légales", "https://mer.example.gouv.fr/mentions-legales"],
      ["Données personnelles", "https://mer.example.gouv.fr/donnees"],
      ["Gestion des cookies", "https://mer.example.gouv.fr/cookies"],
      ["Conditions générales d'utilisation", "https://mer.example.gouv.fr/cgu"],
    ]);
  });

  it("keeps an empty slot for what is not configured, instead of a broken link or a shift", () => {
    expect(legalLinks({ LINK_COOKIES: "https://mer.example.gouv.fr/cookies" }).map((link) => link?.label.message)).toEqual([
      undefined,
      undefined,
      "Gestion des cookies",
      undefined,
    ]);
    expect(legalLinks({})).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("opens external links in a new window, said in the title", () => {
    expect(newWindowLinkProps("https://x.fr", "Mentions légales - nouvelle fenêtre")).toEqual({
      href: "https://x.fr",
      target: "_blank",
      rel: "noopener noreferrer",
      title: "Mentions légales - nouvelle fenêtre",
    });
  });
});
