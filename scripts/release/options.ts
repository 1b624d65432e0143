import { isAbsolute, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { LABEL_VALUE } from "../../deploy/selectors.ts";

/** What `npm run release` was asked for; every field comes from an explicit flag. */
export interface ReleaseOptions {
  readonly tag: string;
  /** The folder holding the overlay's kustomization.yaml. */
  readonly overlayDir: string;
  /** The image in production, carried by the new one; undefined only with --first-release. */
  readonly previous: string | undefined;
  /** The registry repository to push to, whose digest then goes into the overlay. */
  readonly push: string | undefined;
}

const USAGE =
  "usage: npm run release -- --tag <version> --overlay <environment|directory> (--previous <image> | --first-release) [--push <registry/repository>]";

/** A refusal the command prints as one line, before doing anything (exit code 2). */
export class UsageError extends Error {}

// A tag that is also a Kubernetes label's value (the overlay's app.kubernetes.io/version), which
// Docker's own grammar for a tag allows. And a repository with a registry host in front.
const TAG = LABEL_VALUE;
const REPOSITORY = /^[a-z0-9.-]+(:[0-9]+)?(\/[a-z0-9]+([._-][a-z0-9]+)*)+$/;
const ENVIRONMENT = /^[a-z][a-z0-9-]*$/;

export function parseReleaseArgs(argv: readonly string[], root: string): ReleaseOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        tag: { type: "string" },
        overlay: { type: "string" },
        previous: { type: "string" },
        "first-release": { type: "boolean" },
        push: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}; ${USAGE}`);
  }
  const { tag, overlay, previous, push } = values;
  const firstRelease = values["first-release"] === true;
  if (tag === undefined) throw new UsageError("missing --tag <version>");
  if (!TAG.test(tag))
    throw new UsageError(
      `--tag ${tag} is not a release tag (letters, digits, _ . -, at most 63, a letter or digit at both ends: a Docker tag and a Kubernetes label)`,
    );
  if (overlay === undefined) throw new UsageError("missing --overlay <environment|directory>");
  // Leaving the previous release out silently drops the assets open tabs still need: never by default.
  if (previous === undefined && !firstRelease)
    throw new UsageError("missing --previous <image> (the release in production; --first-release if there is none)");
  if (previous !== undefined && firstRelease) throw new UsageError("--previous and --first-release exclude each other");
  if (previous === "") throw new UsageError("--previous is empty");
  if (push !== undefined && !REPOSITORY.test(push)) throw new UsageError(`--push ${push} is not a registry repository (host/path, no tag)`);
  return { tag, overlayDir: overlayDirectory(overlay, root), previous, push };
}

/** An environment's name means its overlay in deploy/overlays/; anything else is a folder. */
function overlayDirectory(overlay: string, root: string): string {
  if (ENVIRONMENT.test(overlay)) return join(root, "deploy", "overlays", overlay);
  return isAbsolute(overlay) ? overlay : resolve(overlay);
}
