import { describe, expect, it } from "vitest";
import { medicalPortalOrigin } from "./medical-portal";

describe("the medical portal's origin, where the appointment hand-off may post", () => {
  it("is MEDICAL_PORTAL_URL's origin when set", () => {
    expect(
      medicalPortalOrigin({
        MEDICAL_PORTAL_URL: "https://rdv.example.fr/entree",
        MEDICAL_PORTAL_LOGOUT_URL: "https://medical.example.fr/logout",
      }),
    ).toBe("https://rdv.example.fr");
  });

  it("else the logout page's origin, http included where that is what is configured", () => {
    expect(medicalPortalOrigin({ MEDICAL_PORTAL_LOGOUT_URL: "http://127.0.0.1:8082/medical-logout.html" })).toBe("http://127.0.0.1:8082");
  });

  it("is null when neither is configured", () => {
    expect(medicalPortalOrigin({})).toBeNull();
  });
});
