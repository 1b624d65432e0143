import { describe, expect, it } from "vitest";
import { bomProblems, releaseBom } from "./sbom.ts";

const DIGEST = `sha256:${"c".repeat(64)}`;
const bom = releaseBom({
  image: { name: "portail-marin/portal", tag: "1.1.0", digest: DIGEST, digestSource: "local image ID", commit: "abc", previous: undefined },
  bases: [{ ref: "nginxinc/nginx-unprivileged:1.30-alpine", pinned: "nginxinc/nginx-unprivileged:1.30-alpine", standIn: true }],
  npm: {
    components: [{ type: "library", "bom-ref": "zod@4.6.7", name: "zod", version: "4.6.7", purl: "pkg:npm/zod@4.6.7" }],
    dependencies: [{ ref: "portail-marin/portal:1.1.0", dependsOn: ["zod@4.6.7"] }],
  },
  os: [{ type: "library", "bom-ref": "os", name: "musl", version: "1.2.5-r10", purl: "pkg:apk/alpine/musl@1.2.5-r10" }],
  timestamp: "2026-11-27T10:00:00.000Z",
  serialNumber: "urn:uuid:00000000-0000-4000-8000-000000000000",
});

describe("the release's SBOM", () => {
  it("is CycloneDX 1.5 with the npm and the OS packages, each named, versioned and with a purl", () => {
    expect(bomProblems(JSON.parse(JSON.stringify(bom)))).toEqual([]);
    expect(bom).toMatchObject({ bomFormat: "CycloneDX", specVersion: "1.5" });
    expect(bom.components.map((component) => component.name)).toEqual(["zod", "musl"]);
  });

  it("names the image, its digest and its source, and a stand-in base as one", () => {
    expect(bom.metadata.component).toMatchObject({ type: "container", name: "portail-marin/portal", version: "1.1.0" });
    expect(bom.metadata.component.properties).toEqual(
      expect.arrayContaining([
        { name: "fr.mer.portail:digest", value: DIGEST },
        { name: "fr.mer.portail:digest-source", value: "local image ID" },
        { name: "fr.mer.portail:previous-release", value: "none (first release)" },
        { name: "fr.mer.portail:base:nginxinc/nginx-unprivileged:1.30-alpine:stand-in", value: "true" },
      ]),
    );
  });

  it("is refused without components, with another format, or with a component lacking a purl", () => {
    expect(bomProblems({ ...bom, components: [] })).toEqual(["no components"]);
    expect(bomProblems({ ...bom, bomFormat: "SPDX", specVersion: "2.3" })).toHaveLength(2);
    expect(bomProblems({ ...bom, components: [{ name: "zod", version: "4.6.7" }] })).toEqual(["zod has no purl"]);
  });
});
