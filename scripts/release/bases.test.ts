import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dockerfileArgDefaults, pinBase, registryDigest, repositoryOf } from "./bases.ts";

const DOCKERFILE = readFileSync(join(import.meta.dirname, "../../docker/Dockerfile"), "utf8");
const DIGEST = `sha256:${"a".repeat(64)}`;

describe("the image's bases", () => {
  it("are the Dockerfile's NODE_BASE and NGINX_BASE, which its stages are built FROM", () => {
    const defaults = dockerfileArgDefaults(DOCKERFILE);
    expect(defaults.get("NODE_BASE")).toBe("node:20.20-bookworm-slim");
    expect(defaults.get("NGINX_BASE")).toMatch(/^nginxinc\/nginx-unprivileged:1\.\d*[02468]-alpine$/);
    expect(DOCKERFILE).toMatch(/^FROM \$\{NODE_BASE\} AS build$/m);
    expect(DOCKERFILE).toMatch(/^FROM \$\{NGINX_BASE\}$/m);
  });

  it("are pinned to the registry's digest of their repository", () => {
    const repoDigests = [`mirror.example/nginx@sha256:${"b".repeat(64)}`, `nginxinc/nginx-unprivileged@${DIGEST}`];
    expect(pinBase({ ref: "nginxinc/nginx-unprivileged:1.30-alpine", standIn: false, repoDigests })).toEqual({
      ref: "nginxinc/nginx-unprivileged:1.30-alpine",
      pinned: `nginxinc/nginx-unprivileged@${DIGEST}`,
      standIn: false,
    });
  });

  it("stay on their tag when they are a local stand-in, and say so", () => {
    expect(pinBase({ ref: "node:20.20-bookworm-slim", standIn: true, repoDigests: [] })).toEqual({
      ref: "node:20.20-bookworm-slim",
      pinned: "node:20.20-bookworm-slim",
      standIn: true,
    });
  });

  it("refuse a base with neither a digest nor the stand-in label", () => {
    expect(() => pinBase({ ref: "node:20.20-bookworm-slim", standIn: false, repoDigests: [] })).toThrow(/no registry digest/);
  });

  it("read a repository from a reference with a registry port, a tag or a digest", () => {
    expect(repositoryOf("registry.example:5000/portail/portal:1.0")).toBe("registry.example:5000/portail/portal");
    expect(repositoryOf("registry.example:5000/portail/portal")).toBe("registry.example:5000/portail/portal");
    expect(repositoryOf(`node@${DIGEST}`)).toBe("node");
    expect(registryDigest([`node@${DIGEST}`], "nodejs")).toBeUndefined();
  });
});
