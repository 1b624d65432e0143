// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEPLOY_DIR, kustomizeProblem } from "../../deploy/render.ts";
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

// What Argo CD applies: the Deployment rendered from a pinned copy of the overlay.
describe.skipIf(kustomizeProblem() !== undefined && process.env.CI !== "true")("the pinned overlay, rendered by Kustomize", () => {
  it("runs the image by digest, without its former tag", () => {
    const copy = mkdtempSync(join(tmpdir(), "overlay-digest-"));
    try {
      cpSync(DEPLOY_DIR, copy, { recursive: true });
      const overlay = join(copy, "overlays", "production");
      writeFileSync(join(overlay, "kustomization.yaml"), pinImageDigest(PRODUCTION, IMAGE, DIGEST));
      // The portal's container only: the metrics exporter beside it has an image of its own.
      const images = execFileSync("kubectl", ["kustomize", overlay], { encoding: "utf8" }).match(/^\s+image: .*portail-marin\/portal.*$/gm);
      expect(images?.map((line) => line.trim())).toEqual([`image: registry.example.gouv.fr/portail-marin/portal@${DIGEST}`]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
