import { describe, expect, it } from "vitest";
import { matomoSettings } from "./matomo-settings";

const full = {
  MATOMO_URL: "https://stats.example.gouv.fr",
  MATOMO_SITE_ID: 12,
  MATOMO_SCRIPT_URL: "https://cdn.example.gouv.fr/matomo.js",
};

describe("matomoSettings", () => {
  it("is off unless the URL, the site id and the script URL are all set", () => {
    expect(matomoSettings({})).toBeUndefined();
    expect(matomoSettings({ ...full, MATOMO_URL: undefined })).toBeUndefined();
    expect(matomoSettings({ ...full, MATOMO_SITE_ID: undefined })).toBeUndefined();
    expect(matomoSettings({ ...full, MATOMO_SCRIPT_URL: undefined })).toBeUndefined();
  });

  it("sends hits to the server's matomo.php", () => {
    expect(matomoSettings(full)).toEqual({
      trackerUrl: "https://stats.example.gouv.fr/matomo.php",
      siteId: 12,
      scriptUrl: "https://cdn.example.gouv.fr/matomo.js",
    });
  });

  it("keeps a tracker endpoint given in full", () => {
    expect(matomoSettings({ ...full, MATOMO_URL: "https://stats.example.gouv.fr/js/tracker.php" })?.trackerUrl).toBe(
      "https://stats.example.gouv.fr/js/tracker.php",
    );
  });

  it("accepts site id 0 as a setting", () => {
    expect(matomoSettings({ ...full, MATOMO_SITE_ID: 0 })?.siteId).toBe(0);
  });
});
