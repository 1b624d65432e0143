import { describe, expect, it } from "vitest";
import { dirtyTreeProblem } from "./git-tree.ts";
import { UsageError, parseReleaseArgs } from "./options.ts";

const ROOT = "/repo";
const parse = (...argv: string[]) => parseReleaseArgs(argv, ROOT);

describe("npm run release's arguments", () => {
  it("takes the tag, the environment's overlay and the release it replaces", () => {
    expect(
      parse("--tag", "1.1.0", "--overlay", "production", "--previous", "registry.example.gouv.fr/portail-marin/portal@sha256:ab"),
    ).toEqual({
      tag: "1.1.0",
      overlayDir: "/repo/deploy/overlays/production",
      previous: "registry.example.gouv.fr/portail-marin/portal@sha256:ab",
      push: undefined,
    });
  });

  it("takes a folder as the overlay (CI's scratch copy)", () => {
    expect(parse("--tag", "ci", "--overlay", "/tmp/copy/deploy/overlays/production", "--first-release").overlayDir).toBe(
      "/tmp/copy/deploy/overlays/production",
    );
  });

  it("refuses to build without --previous unless --first-release says there is none", () => {
    expect(() => parse("--tag", "1.1.0", "--overlay", "production")).toThrow(/^missing --previous <image>/);
    expect(parse("--tag", "1.0.0", "--overlay", "production", "--first-release").previous).toBeUndefined();
  });

  it("refuses both --previous and --first-release", () => {
    expect(() => parse("--tag", "1", "--overlay", "production", "--previous", "x:1", "--first-release")).toThrow(/exclude each other/);
  });

  it("refuses a missing or malformed tag, a missing overlay, an unknown flag", () => {
    expect(() => parse("--overlay", "production", "--first-release")).toThrow("missing --tag");
    expect(() => parse("--tag", "1.0/0", "--overlay", "production", "--first-release")).toThrow(/not a release tag/);
    // A Docker tag, but no label's value: the overlay's version label holds it.
    expect(() => parse("--tag", "_1.0", "--overlay", "production", "--first-release")).toThrow(/not a release tag/);
    expect(() => parse("--tag", "1".repeat(64), "--overlay", "production", "--first-release")).toThrow(/not a release tag/);
    expect(() => parse("--tag", "1.0.0", "--first-release")).toThrow("missing --overlay");
    expect(() => parse("--tag", "1.0.0", "--overlay", "production", "--first-release", "--force")).toThrow(UsageError);
    expect(() => parse("--tag", "1.0.0", "--overlay", "production", "--first-release", "--force")).toThrow(
      /; usage: npm run release -- --tag/,
    );
  });

  it("takes a registry repository to push to, never a tagged reference", () => {
    expect(
      parse("--tag", "1", "--overlay", "production", "--first-release", "--push", "registry.example.gouv.fr/portail-marin/portal").push,
    ).toBe("registry.example.gouv.fr/portail-marin/portal");
    expect(() => parse("--tag", "1", "--overlay", "production", "--first-release", "--push", "registry.example.gouv.fr/portal:1")).toThrow(
      /not a registry repository/,
    );
  });
});

describe("the clean-tree check", () => {
  it("passes a clean tree", () => {
    expect(dirtyTreeProblem("")).toBeUndefined();
  });

  it("refuses a modified, staged or untracked file, naming the first ones", () => {
    const problem = dirtyTreeProblem(" M src/a.ts\nA  src/b.ts\n?? notes.txt\n?? c\n?? d\n");
    expect(problem).toMatch(/uncommitted or untracked changes \(M src\/a\.ts; A {2}src\/b\.ts; \?\? notes\.txt, and 2 more\)/);
  });
});
