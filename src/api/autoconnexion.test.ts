import { describe, expect, it } from "vitest";
import { autoconnexionResultSchema } from "./autoconnexion";

describe("the autoconnexion answer", () => {
  it("an http(s) url is kept as a URL", () => {
    const answer = autoconnexionResultSchema.parse({ url: "https://rdv.example.fr/connexion?tkaction=1&id=2", erreur: null });
    expect(answer.kind === "url" && answer.url.href).toBe("https://rdv.example.fr/connexion?tkaction=1&id=2");
  });

  it("an erreur is kept as text", () => {
    expect(autoconnexionResultSchema.parse({ erreur: "<b>Aucun marin</b>" })).toEqual({ kind: "erreur", message: "<b>Aucun marin</b>" });
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/relatif",
    "relative",
    "//evil.example/x",
    "ftp://rdv.example.fr/",
    "https://user:pw@rdv.example.fr/",
    "vbscript:msgbox",
  ])("refuses %s", (url) => {
    const result = autoconnexionResultSchema.safeParse({ url });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("url is not an absolute http(s) address");
  });

  it.each([{}, { url: "https://rdv.example.fr/", erreur: "et une erreur" }, { url: "", erreur: "" }])(
    "neither or both is refused: %o",
    (body) => {
      expect(autoconnexionResultSchema.safeParse(body).success).toBe(false);
    },
  );
});
