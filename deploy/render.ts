import { execFileSync, spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import type { Platform } from "./policy.ts";

export const DEPLOY_DIR = import.meta.dirname;
/** Every overlay under deploy/overlays, and the platform whose rules it must keep. */
export const OVERLAYS: readonly { readonly name: string; readonly platform: Platform }[] = [
  { name: "qualification", platform: "kubernetes" },
  { name: "production", platform: "kubernetes" },
  { name: "openshift-qualification", platform: "openshift" },
];

/**
 * The Kustomize that kubectl embeds, or why it cannot render the overlays: they use `labels`
 * and components, which the Kustomize of old kubectl releases (Debian's kubernetes-client 1.20
 * embeds v2) does not know.
 */
export function kustomizeProblem(): string | undefined {
  const version = spawnSync("kubectl", ["version", "--client", "-o", "json"], { encoding: "utf8" });
  if (version.error || version.status !== 0) {
    return "kubectl is missing: install it from the Kubernetes project's packages (https://pkgs.k8s.io), any release from 1.27 on";
  }
  const parsed: unknown = JSON.parse(version.stdout);
  const kustomize =
    typeof parsed === "object" && parsed !== null && "kustomizeVersion" in parsed && typeof parsed.kustomizeVersion === "string"
      ? parsed.kustomizeVersion
      : "";
  const major = /^v(\d+)\./.exec(kustomize)?.[1];
  return major !== undefined && Number(major) >= 5
    ? undefined
    : `kubectl's Kustomize is ${kustomize || "unknown"}: version 5 or later is needed`;
}

/** The overlay as Argo CD renders it: every document of `kubectl kustomize`, parsed. */
export function renderOverlay(overlay: string): unknown[] {
  const output = execFileSync("kubectl", ["kustomize", join(DEPLOY_DIR, "overlays", overlay)], { encoding: "utf8" });
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw new Error(`kubectl kustomize ${overlay}: ${document.errors.join("; ")}`);
    const value: unknown = document.toJS();
    return value;
  });
}
