import { describe, expect, it } from "vitest";
import { parseHttpUrl } from "./http-url";

describe("parseHttpUrl", () => {
  it.each(["https://rdv.example.fr/connexion?x=1", "http://127.0.0.1:8082/medical-logout.html"])("accepts %s", (value) => {
    expect(parseHttpUrl(value)?.href).toBe(value);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/relative/path",
    "//evil.example/protocol-relative",
    "ftp://files.example.fr/",
    "https://user:secret@example.fr/",
    "",
    "   ",
  ])("refuses %s", (value) => {
    expect(parseHttpUrl(value)).toBeNull();
  });
});
