import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { DEPLOY_DIR, kustomizeProblem } from "../../deploy/render.ts";
import { overlayRepository, pinRelease } from "./overlay.ts";

const PRODUCTION = readFileSync(join(import.meta.dirname, "../../deploy/overlays/production/kustomization.yaml"), "utf8");
const DIGEST = `sha256:${"0123456789abcdef".repeat(4)}`;
const IMAGE = "portail-marin/portal";

describe("the overlay's release", () => {
  it("replaces newTag with digest, sets the version label, and leaves every other line, comments included, as written", () => {
    const pinned = pinRelease(PRODUCTION, IMAGE, DIGEST, "1.1.0");
    const before = PRODUCTION.split("\n");
    const after = pinned.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]));
    expect(changed).toEqual([
      ["      app.kubernetes.io/version: 1.0.0", "      app.kubernetes.io/version: 1.1.0"],
      ["    newTag: 1.0.0", `    digest: ${DIGEST}`],
    ]);
    expect(pinned).toContain("# A changed value changes the name's hash suffix");
  });

  it("is idempotent, and replaces the digest and version of a previous release", () => {
    const once = pinRelease(PRODUCTION, IMAGE, DIGEST, "1.1.0");
    expect(pinRelease(once, IMAGE, DIGEST, "1.1.0")).toBe(once);
    const next = `sha256:${"f".repeat(64)}`;
    expect(pinRelease(once, IMAGE, next, "1.2.0")).toBe(once.replace(DIGEST, next).replace("version: 1.1.0", "version: 1.2.0"));
  });

  it("refuses what is not a sha256 digest, a version no label can hold, an overlay without the image or the version label", () => {
    expect(() => pinRelease(PRODUCTION, IMAGE, "1.1.0", "1.1.0")).toThrow(/not a sha256 digest/);
    expect(() => pinRelease(PRODUCTION, IMAGE, DIGEST, `1.${"0".repeat(63)}`)).toThrow(/cannot be a label's value/);
    expect(() => pinRelease(PRODUCTION, IMAGE, DIGEST, "1.1.0-")).toThrow(/cannot be a label's value/);
    expect(() => pinRelease(PRODUCTION, "other/image", DIGEST, "1.1.0")).toThrow(/no images: entry named other\/image/);
    expect(() => pinRelease(PRODUCTION.replace("app.kubernetes.io/version", "app.kubernetes.io/other"), IMAGE, DIGEST, "1.1.0")).toThrow(
      /no labels: pairs with app\.kubernetes\.io\/version/,
    );
  });

  it("names the repository the overlay deploys from", () => {
    expect(overlayRepository(PRODUCTION, IMAGE)).toBe("registry.example.gouv.fr/portail-marin/portal");
  });
});

// What Argo CD applies: the Deployment rendered from a pinned copy of the overlay.
describe.skipIf(kustomizeProblem() !== undefined && process.env.CI !== "true")("the pinned overlay, rendered by Kustomize", () => {
  it("runs the image by digest, without its former tag, and its peers Service lists the release's pods", () => {
    const copy = mkdtempSync(join(tmpdir(), "overlay-digest-"));
    try {
      cpSync(DEPLOY_DIR, copy, { recursive: true });
      const overlay = join(copy, "overlays", "production");
      writeFileSync(join(overlay, "kustomization.yaml"), pinRelease(PRODUCTION, IMAGE, DIGEST, "1.1.0"));
      const rendered = execFileSync("kubectl", ["kustomize", overlay], { encoding: "utf8" });
      // The portal's container only: the metrics exporter beside it has an image of its own.
      const images = rendered.match(/^\s+image: .*portail-marin\/portal.*$/gm);
      expect(images?.map((line) => line.trim())).toEqual([`image: registry.example.gouv.fr/portail-marin/portal@${DIGEST}`]);
      const peers = parseAllDocuments(rendered)
        .map((document) => document.toJS() as { kind?: string; metadata?: { name?: string }; spec?: { selector?: Record<string, string> } })
        .find((object) => object.kind === "Service" && object.metadata?.name === "portail-marin-peers");
      expect(peers?.spec?.selector?.["app.kubernetes.io/version"]).toBe("1.1.0");
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
