/** The part of CycloneDX 1.5 (JSON) a release's SBOM uses. */
export interface Property {
  readonly name: string;
  readonly value: string;
}

export interface Component {
  readonly type: "library" | "operating-system" | "container" | "application";
  readonly "bom-ref": string;
  readonly name: string;
  readonly version: string;
  readonly purl?: string;
  readonly hashes?: readonly { readonly alg: "SHA-1" | "SHA-256" | "SHA-512"; readonly content: string }[];
  /** An SPDX expression (npm's license field), or a name as a distribution writes it. */
  readonly licenses?: readonly ({ readonly expression: string } | { readonly license: { readonly name: string } })[];
  readonly properties?: readonly Property[];
}

export interface Dependency {
  readonly ref: string;
  readonly dependsOn: readonly string[];
}
