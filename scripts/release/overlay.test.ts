// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { overlayRepository, pinImageDigest } from "./overlay.ts";

const PRODUCTION = readFileSync(join(import.meta.dirname, "../../deploy/overlays/production/kustomization.yaml"), "utf8");
const DIGEST = `sha256:${"0123456789abcdef".repeat(4)}`;
const IMAGE = "portail-marin/portal";

describe("the overlay's digest", () => {
  it("replaces newTag with digest and leaves every other line, comments included, as written", () => {
    const pinned = pinImageDigest(PRODUCTION, IMAGE, DIGEST);
    const before = PRODUCTION.split("\n");
    const after = pinned.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]));
    expect(changed).toEqual([["    newTag: 1.0.0", `    digest: ${DIGEST}`]]);
    expect(pinned).toContain("# A changed value changes the name's hash suffix");
  });

  it("is idempotent, and replaces the digest of a previous release", () => {
    const once = pinImageDigest(PRODUCTION, IMAGE, DIGEST);
    expect(pinImageDigest(once, IMAGE, DIGEST)).toBe(once);
    const next = `sha256:${"f".repeat(64)}`;
    expect(pinImageDigest(once, IMAGE, next)).toBe(once.replace(DIGEST, next));
  });

  it("refuses what is not a sha256 digest, and an overlay without the image", () => {
    expect(() => pinImageDigest(PRODUCTION, IMAGE, "1.1.0")).toThrow(/not a sha256 digest/);
    expect(() => pinImageDigest(PRODUCTION, "other/image", DIGEST)).toThrow(/no images: entry named other\/image/);
  });

  it("names the repository the overlay deploys from", () => {
    expect(overlayRepository(PRODUCTION, IMAGE)).toBe("registry.example.gouv.fr/portail-marin/portal");
  });
});
