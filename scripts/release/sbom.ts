import type { PinnedBase } from "./bases.ts";
import type { Component, Dependency, Property } from "./cyclonedx.ts";

export interface ReleaseImage {
  readonly name: string;
  readonly tag: string;
  readonly digest: string;
  /** Whether the digest is a registry's (pushed) or the engine's local image ID. */
  readonly digestSource: "registry" | "local image ID";
  readonly commit: string;
  readonly previous: string | undefined;
}

export interface BomInput {
  readonly image: ReleaseImage;
  readonly bases: readonly PinnedBase[];
  readonly npm: { readonly components: readonly Component[]; readonly dependencies: readonly Dependency[] };
  readonly os: readonly Component[];
  readonly timestamp: string;
  readonly serialNumber: string;
}

const property = (name: string, value: string): Property => ({ name: `fr.mer.portail:${name}`, value });

/**
 * The image's SBOM, CycloneDX 1.5 JSON: the image itself (metadata.component), the npm packages
 * of its bundle and the packages of its base's distribution. What the image was built from goes
 * into properties: the commit, the release it carries, each base as pinned, and whether a base
 * was a local stand-in (then the OS packages are the stand-in's, not the real base's).
 */
export function releaseBom(input: BomInput) {
  const { image } = input;
  return {
    $schema: "http://cyclonedx.org/schema/bom-1.5.schema.json",
    bomFormat: "CycloneDX",
    specVersion: "1.5",
    serialNumber: input.serialNumber,
    version: 1,
    metadata: {
      timestamp: input.timestamp,
      lifecycles: [{ phase: "post-build" }],
      tools: { components: [{ type: "application", name: "npm run release (scripts/release/release.ts)" }] },
      component: {
        type: "container",
        "bom-ref": `${image.name}:${image.tag}`,
        name: image.name,
        version: image.tag,
        properties: [
          property("digest", image.digest),
          property("digest-source", image.digestSource),
          property("commit", image.commit),
          property("previous-release", image.previous ?? "none (first release)"),
          ...input.bases.flatMap((base) => [
            property(`base:${base.ref}`, base.pinned),
            property(`base:${base.ref}:stand-in`, String(base.standIn)),
          ]),
        ],
      },
    },
    components: [...input.npm.components, ...input.os],
    dependencies: input.npm.dependencies,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown) => typeof value === "string" && value !== "";

/** What makes a BOM unusable by a scanner: checked before the release writes it. */
export function bomProblems(bom: unknown): string[] {
  if (!isRecord(bom)) return ["not a JSON object"];
  const problems: string[] = [];
  if (bom.bomFormat !== "CycloneDX") problems.push(`bomFormat is ${String(bom.bomFormat)}, not CycloneDX`);
  if (typeof bom.specVersion !== "string" || !/^1\.[4-6]$/.test(bom.specVersion))
    problems.push(`specVersion ${String(bom.specVersion)} is not 1.4 to 1.6`);
  const components = Array.isArray(bom.components) ? bom.components : [];
  if (components.length === 0) problems.push("no components");
  components.forEach((component, index) => {
    const named = isRecord(component) && nonEmpty(component.name) ? String(component.name) : `component ${index}`;
    for (const key of ["name", "version", "purl"])
      if (!isRecord(component) || !nonEmpty(component[key])) problems.push(`${named} has no ${key}`);
  });
  return problems;
}
