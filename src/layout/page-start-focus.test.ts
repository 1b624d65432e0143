// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { focusPageStart } from "./page-start-focus";

/** What a focusin listener at each level of the document saw, by the id or tag of its target. */
function listenAt(...levels: ReadonlyArray<Document | Window | HTMLElement>): Map<Document | Window | HTMLElement, string[]> {
  const heard = new Map<Document | Window | HTMLElement, string[]>();
  for (const level of levels) {
    const targets: string[] = [];
    heard.set(level, targets);
    const record = (event: Event) => {
      const target = event.target as HTMLElement;
      targets.push(target.id || target.tagName.toLowerCase());
    };
    level.addEventListener("focusin", record);
    level.addEventListener("focusin", record, true);
  }
  return heard;
}

function page(html: string): HTMLElement {
  document.body.innerHTML = `<main id="contenu" tabindex="-1">${html}</main><a id="elsewhere" href="#">elsewhere</a>`;
  return document.getElementById("contenu") as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focusPageStart", () => {
  it("focuses the page's h1, which it makes focusable from a script only", () => {
    const main = page(`<div><h1>Plan du site</h1><a href="#">a link</a></div>`);
    focusPageStart(main);
    const h1 = main.querySelector("h1");
    expect(document.activeElement).toBe(h1);
    expect(h1?.getAttribute("tabindex")).toBe("-1");
  });

  it("keeps a tabindex the page gave its h1", () => {
    const main = page(`<h1 tabindex="0">Accueil</h1>`);
    focusPageStart(main);
    expect(main.querySelector("h1")?.getAttribute("tabindex")).toBe("0");
  });

  it("focuses main when the page has no h1 yet", () => {
    const main = page(`<div id="univers-marin"></div>`);
    focusPageStart(main);
    expect(document.activeElement).toBe(main);
  });

  it("does nothing without a main", () => {
    page("");
    focusPageStart(null);
    expect(document.activeElement).toBe(document.body);
  });

  it("is heard below the root element, in capture on the document and window, but not by their bubbling listeners (DSFR's focus history)", () => {
    const main = page(`<div id="module"><h1>Mes titres</h1></div>`);
    const module = document.getElementById("module") as HTMLElement;
    const heard = listenAt(window, document, document.documentElement, module);
    focusPageStart(main);
    // Each level's capture listener, then its bubbling one where the event still reaches it.
    expect(heard.get(module)).toEqual(["h1", "h1"]);
    expect(heard.get(document.documentElement)).toEqual(["h1", "h1"]);
    expect(heard.get(document)).toEqual(["h1"]);
    expect(heard.get(window)).toEqual(["h1"]);
  });

  it("leaves the next focus, the user's, heard everywhere", () => {
    const main = page(`<h1>Mon compte</h1>`);
    focusPageStart(main);
    const heard = listenAt(document);
    (document.getElementById("elsewhere") as HTMLElement).focus();
    main.querySelector("h1")?.focus();
    expect(heard.get(document)).toEqual(["elsewhere", "elsewhere", "h1", "h1"]);
  });

  it("stops only its own move: a focus a listener moves elsewhere meanwhile bubbles up as usual", () => {
    const main = page(`<h1>Accessibilité</h1>`);
    const elsewhere = document.getElementById("elsewhere") as HTMLElement;
    const moveAway = () => elsewhere.focus();
    main.addEventListener("focusin", moveAway, { once: true });
    const heard = listenAt(document);
    focusPageStart(main);
    expect(document.activeElement).toBe(elsewhere);
    expect(heard.get(document)).toContain("elsewhere");
    expect(heard.get(document)?.filter((target) => target === "h1")).toEqual(["h1"]);
  });
});
