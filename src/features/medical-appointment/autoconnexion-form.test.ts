import { describe, expect, it, vi } from "vitest";
import { buildAutoconnexionForm, submitFormIn } from "./autoconnexion-form";

describe("the auto-connection form", () => {
  it("posts to the url without tkaction and carries every query parameter as a field", () => {
    const result = buildAutoconnexionForm("https://rdv.example.fr/connexion?jeton=a%2Bb&tkaction=ouvrir&lang=fr");
    expect(result).toEqual({
      ok: true,
      form: {
        action: "https://rdv.example.fr/connexion?jeton=a%2Bb&lang=fr",
        fields: [["jeton", "a+b"], ["tkaction", "ouvrir"], ["lang", "fr"]],
      },
    });
  });

  it("drops every tkaction from the action and keeps the fragment", () => {
    const result = buildAutoconnexionForm("http://rdv.example.fr/p?tkaction=1&tkaction=2#ancre");
    expect(result.ok && result.form.action).toBe("http://rdv.example.fr/p#ancre");
    expect(result.ok && result.form.fields).toEqual([["tkaction", "1"], ["tkaction", "2"]]);
  });

  it("keeps a url without a query as it is", () => {
    expect(buildAutoconnexionForm("https://rdv.example.fr/p")).toEqual({ ok: true, form: { action: "https://rdv.example.fr/p", fields: [] } });
  });

  it("refuses anything but an absolute http(s) url", () => {
    for (const url of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "/relative?x=1", "relative", "//rdv.example.fr/p", "ftp://rdv.example.fr/", "https://user:pw@rdv.example.fr/", "", "vbscript:msgbox"]) {
      expect(buildAutoconnexionForm(url)).toEqual({ ok: false });
    }
  });

  it("is built with DOM calls so values stay values, then submitted", () => {
    const doc = document.implementation.createHTMLDocument("");
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    submitFormIn(doc, { action: "https://rdv.example.fr/p", fields: [["a", '"><script>x</script>'], ["tkaction", "go"]] });
    const form = doc.querySelector("form");
    expect(form?.method).toBe("post");
    expect(form?.action).toBe("https://rdv.example.fr/p");
    const inputs = [...doc.querySelectorAll("input")];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([["hidden", "a", '"><script>x</script>'], ["hidden", "tkaction", "go"]]);
    expect(doc.querySelector("script")).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
