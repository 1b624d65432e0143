import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { appSources } from "./app-sources.ts";
import { type BaseFacts, type PinnedBase, dockerfileArgDefaults, pinBase, registryDigest } from "./bases.ts";
import { dirtyTreeProblem } from "./git-tree.ts";
import { type Lockfile, importedDevDependencies, npmComponents } from "./npm-components.ts";
import { type ReleaseOptions, UsageError, parseReleaseArgs } from "./options.ts";
import { osComponents, parseApkInstalled, parseDpkgStatus, parseOsRelease } from "./os-components.ts";
import { overlayRepository, pinRelease } from "./overlay.ts";
import { run, succeeds } from "./run.ts";
import { type ReleaseImage, bomProblems, releaseBom } from "./sbom.ts";

/**
 * npm run release: the next image built from the commit, carrying the release in production,
 * its SBOM and record in .tmp/releases/<tag>/, and its digest in the overlay
 * (docs/operations.md, "Cut a release"). Uses the engine DOCKER_HOST points at.
 */
const IMAGE = "portail-marin/portal";
const BASE_ARGS = ["NODE_BASE", "NGINX_BASE"] as const;
// The classic builder, as the tester stack: its layer cache is the stack's, and Debian has no buildx.
const DOCKER_ENV = { ...process.env, DOCKER_BUILDKIT: "0" };

const log = (line: string) => console.log(`release: ${line}`);
const docker = (...args: string[]) => run("docker", args, { env: DOCKER_ENV });
const inImage = (image: string, ...command: string[]) =>
  docker("run", "--rm", "--network", "none", "--entrypoint", command[0] ?? "true", image, ...command.slice(1));

/** The base as the registry names it when one answers; the local stand-in otherwise. */
function resolveBase(ref: string): PinnedBase {
  // A failed pull is the expected answer on a machine without a registry: the image must then be here.
  succeeds("docker", ["pull", "-q", ref]);
  if (!succeeds("docker", ["image", "inspect", ref]))
    throw new Error(`${ref} is neither pullable nor here (scripts/stand-in-bases.sh builds its stand-in)`);
  const labels: unknown = JSON.parse(docker("image", "inspect", "-f", "{{json .Config.Labels}}", ref));
  const facts: BaseFacts = {
    ref,
    standIn: typeof labels === "object" && labels !== null && "fr.mer.portail.stand-in" in labels,
    repoDigests: JSON.parse(docker("image", "inspect", "-f", "{{json .RepoDigests}}", ref)) as string[],
  };
  return pinBase(facts);
}

/** Each hashed asset the previous release listed as its own, missing from the new image. */
function missingCarriedAssets(previous: string, image: string): string[] {
  const list = inImage(previous, "cat", "/etc/portal/release-assets.txt");
  if (list.trim() === "") throw new Error(`${previous} lists no assets of its own`);
  const check = 'cd /usr/share/nginx/html && while read -r file; do [ -f "$file" ] || echo "$file"; done';
  const missing = run("docker", ["run", "--rm", "-i", "--network", "none", "--entrypoint", "sh", image, "-c", check], { input: list });
  return missing.split("\n").filter((line) => line !== "");
}

function osPackagesOf(image: string) {
  const os = parseOsRelease(inImage(image, "cat", "/etc/os-release"));
  const packages =
    os.id === "alpine"
      ? parseApkInstalled(inImage(image, "cat", "/lib/apk/db/installed"))
      : parseDpkgStatus(inImage(image, "cat", "/var/lib/dpkg/status"));
  return osComponents(packages, os);
}

/** The digest the overlay gets: the registry's after a push, else the engine's image ID. */
function digestOf(image: string, options: ReleaseOptions): Pick<ReleaseImage, "digest" | "digestSource"> {
  if (options.push === undefined)
    return { digest: docker("image", "inspect", "-f", "{{.Id}}", image).trim(), digestSource: "local image ID" };
  const pushed = `${options.push}:${options.tag}`;
  docker("tag", image, pushed);
  docker("push", pushed);
  const digest = registryDigest(JSON.parse(docker("image", "inspect", "-f", "{{json .RepoDigests}}", pushed)) as string[], options.push);
  if (digest === undefined) throw new Error(`${pushed} was pushed but the engine holds no digest for ${options.push}`);
  return { digest, digestSource: "registry" };
}

function release(options: ReleaseOptions, root: string): void {
  const dirty = dirtyTreeProblem(run("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: root }));
  if (dirty !== undefined) throw new UsageError(dirty);
  const overlayFile = join(options.overlayDir, "kustomization.yaml");
  if (!existsSync(overlayFile)) throw new UsageError(`no overlay at ${overlayFile}`);
  const overlayText = readFileSync(overlayFile, "utf8");
  const repository = overlayRepository(overlayText, IMAGE);
  // The digest must be the one the overlay's repository serves, or Kustomize names bytes it has not.
  if (options.push !== undefined && options.push !== repository)
    throw new UsageError(`--push ${options.push} is not the overlay's repository ${repository}`);

  const commit = run("git", ["rev-parse", "HEAD"], { cwd: root }).trim();
  const out = join(root, ".tmp", "releases", options.tag);
  mkdirSync(out, { recursive: true });
  // The commit's files only: nothing untracked or ignored (dist/, .env files) reaches the image.
  const source = mkdtempSync(join(tmpdir(), "portail-release-"));
  try {
    // Modes as a checkout by this user has them (git archive's default gives group write): the
    // builder's cache compares modes, so the portal image's layers, built from a checkout, serve.
    run("git", ["-c", "tar.umask=user", "archive", "--format=tar", `--output=${join(source, "commit.tar")}`, "HEAD"], { cwd: root });
    run("tar", ["-xf", "commit.tar"], { cwd: source });
    rmSync(join(source, "commit.tar"));

    const defaults = dockerfileArgDefaults(readFileSync(join(source, "docker", "Dockerfile"), "utf8"));
    const bases = BASE_ARGS.map((arg) => {
      const ref = defaults.get(arg);
      if (ref === undefined) throw new Error(`docker/Dockerfile has no ARG ${arg}=<image>`);
      return { arg, base: resolveBase(ref) };
    });
    for (const { base } of bases) log(`base ${base.ref}: ${base.standIn ? "local stand-in, no registry digest" : base.pinned}`);
    // A first release carries nothing: its previous stage is the bare nginx base, which lists no assets.
    const previous = options.previous ?? bases.find(({ arg }) => arg === "NGINX_BASE")?.base.pinned;
    if (previous === undefined) throw new Error("docker/Dockerfile names no NGINX_BASE");

    const image = `${IMAGE}:${options.tag}`;
    const buildArgs = [...bases.map(({ arg, base }) => `${arg}=${base.pinned}`), `PREVIOUS_RELEASE=${previous}`];
    log(`building ${image} from ${commit.slice(0, 12)} (${buildArgs.join(", ")})`);
    const started = Date.now();
    const buildLog = join(out, "build.log");
    try {
      writeFileSync(
        buildLog,
        docker(
          "build",
          "--network",
          "host",
          ...buildArgs.flatMap((arg) => ["--build-arg", arg]),
          "--label",
          `org.opencontainers.image.revision=${commit}`,
          "--label",
          `org.opencontainers.image.version=${options.tag}`,
          "-t",
          image,
          // The commit's Dockerfile, inside the context: one from outside it is sent under a random
          // name, which COPY . . takes in, so that no build would reuse the stack's cached layers.
          "-f",
          join(source, "docker", "Dockerfile"),
          source,
        ),
      );
    } catch (error) {
      writeFileSync(buildLog, String(error));
      throw error;
    }
    const buildSeconds = Math.round((Date.now() - started) / 1000);
    log(`built in ${buildSeconds} s`);

    if (options.previous !== undefined) {
      const missing = missingCarriedAssets(options.previous, image);
      if (missing.length > 0) throw new Error(`${image} lacks ${missing.length} assets of ${options.previous}, first ${missing[0]}`);
      log(`carries the hashed assets of ${options.previous}`);
    }

    const { digest, digestSource } = digestOf(image, options);
    const releaseImage: ReleaseImage = { name: IMAGE, tag: options.tag, digest, digestSource, commit, previous: options.previous };
    const lock = JSON.parse(readFileSync(join(source, "package-lock.json"), "utf8")) as Lockfile;
    const shipped = importedDevDependencies(appSources(source), lock.packages[""]?.devDependencies ?? {});
    const bom = releaseBom({
      image: releaseImage,
      bases: bases.map(({ base }) => base),
      npm: npmComponents(lock, shipped, `${IMAGE}:${options.tag}`),
      os: osPackagesOf(image),
      timestamp: new Date().toISOString(),
      serialNumber: `urn:uuid:${randomUUID()}`,
    });
    const problems = bomProblems(bom);
    if (problems.length > 0) throw new Error(`the SBOM is not valid: ${problems.slice(0, 3).join("; ")}`);
    writeFileSync(join(out, "sbom.cdx.json"), `${JSON.stringify(bom, null, 2)}\n`);

    writeFileSync(overlayFile, pinRelease(overlayText, IMAGE, digest, options.tag));
    const record = {
      ...releaseImage,
      overlay: relative(root, overlayFile),
      repository,
      bases: bases.map(({ arg, base }) => ({ arg, ...base })),
      shippedDevDependencies: shipped,
      components: bom.components.length,
      buildSeconds,
      builtAt: bom.metadata.timestamp,
    };
    writeFileSync(join(out, "release.json"), `${JSON.stringify(record, null, 2)}\n`);
    log(
      `${relative(root, overlayFile)}: ${repository} pinned to ${digest} (${digestSource}${digestSource === "registry" ? "" : ", not a registry digest"})`,
    );
    log(`SBOM (${bom.components.length} components) and record in ${relative(root, out)}/; commit the overlay`);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

const root = run("git", ["rev-parse", "--show-toplevel"]).trim();
try {
  release(parseReleaseArgs(process.argv.slice(2), root), root);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`release: ${message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
