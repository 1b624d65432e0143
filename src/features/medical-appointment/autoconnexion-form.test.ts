// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { buildAutoconnexionForm, submitFormIn } from "./autoconnexion-form";

describe("the auto-connection form", () => {
  it("posts to the url without tkaction and carries every query parameter as a field", () => {
    const returned = new URL("https://rdv.example.fr/connexion?jeton=a%2Bb&tkaction=ouvrir&lang=fr");
    expect(buildAutoconnexionForm(returned)).toEqual({
      action: "https://rdv.example.fr/connexion?jeton=a%2Bb&lang=fr",
      fields: [
        ["jeton", "a+b"],
        ["tkaction", "ouvrir"],
        ["lang", "fr"],
      ],
    });
    // The answer, kept in the query cache, is left as it came.
    expect(returned.href).toBe("https://rdv.example.fr/connexion?jeton=a%2Bb&tkaction=ouvrir&lang=fr");
  });

  it("drops every tkaction from the action and keeps the fragment", () => {
    const form = buildAutoconnexionForm(new URL("http://rdv.example.fr/p?tkaction=1&tkaction=2#ancre"));
    expect(form.action).toBe("http://rdv.example.fr/p#ancre");
    expect(form.fields).toEqual([
      ["tkaction", "1"],
      ["tkaction", "2"],
    ]);
  });

  it("keeps a url without a query as it is", () => {
    expect(buildAutoconnexionForm(new URL("https://rdv.example.fr/p"))).toEqual({ action: "https://rdv.example.fr/p", fields: [] });
  });

  it("is built with DOM calls so values stay values, then submitted", () => {
    const doc = document.implementation.createHTMLDocument("");
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    submitFormIn(doc, {
      action: "https://rdv.example.fr/p",
      fields: [
        ["a", '"><script>x</script>'],
        ["tkaction", "go"],
      ],
    });
    const form = doc.querySelector("form");
    expect(form?.method).toBe("post");
    expect(form?.action).toBe("https://rdv.example.fr/p");
    const inputs = [...doc.querySelectorAll("input")];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
      ["hidden", "a", '"><script>x</script>'],
      ["hidden", "tkaction", "go"],
    ]);
    expect(doc.querySelector("script")).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
