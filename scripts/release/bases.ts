/** The default of each global `ARG NAME=value` of a Dockerfile (the bases the image is built on). */
export function dockerfileArgDefaults(dockerfile: string): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const match of dockerfile.matchAll(/^ARG ([A-Z_]+)=(\S+)\s*$/gm)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) defaults.set(name, value);
  }
  return defaults;
}

/** What the engine knows of a base after trying to pull it. */
export interface BaseFacts {
  readonly ref: string;
  /** The image carries the stand-in label (scripts/stand-in-bases.sh): built here, in no registry. */
  readonly standIn: boolean;
  readonly repoDigests: readonly string[];
}

export interface PinnedBase {
  readonly ref: string;
  /** What the build gets: name@sha256:… from a registry, or the stand-in's own tag. */
  readonly pinned: string;
  readonly standIn: boolean;
}

/** A reference without its tag: `nginxinc/nginx-unprivileged:1.30-alpine` → `nginxinc/nginx-unprivileged`. */
export function repositoryOf(ref: string): string {
  const withoutDigest = ref.split("@")[0] ?? ref;
  const slash = withoutDigest.lastIndexOf("/");
  const colon = withoutDigest.lastIndexOf(":");
  return colon > slash ? withoutDigest.slice(0, colon) : withoutDigest;
}

/** The digest a registry gave `repository`, among an image's RepoDigests. */
export function registryDigest(repoDigests: readonly string[], repository: string): string | undefined {
  const prefix = `${repository}@`;
  const found = repoDigests.find((repoDigest) => repoDigest.startsWith(prefix));
  return found?.slice(prefix.length);
}

/** A stand-in has no registry digest: it is built on its tag, and the record says so. */
export function pinBase(facts: BaseFacts): PinnedBase {
  if (facts.standIn) return { ref: facts.ref, pinned: facts.ref, standIn: true };
  const repository = repositoryOf(facts.ref);
  const digest = registryDigest(facts.repoDigests, repository);
  if (digest === undefined) throw new Error(`${facts.ref} has no registry digest and is no stand-in: pull it from its registry`);
  return { ref: facts.ref, pinned: `${repository}@${digest}`, standIn: false };
}
