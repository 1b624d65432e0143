import type { IContainer } from "kubernetes-models/v1/Container";
import type { IPodSpec } from "kubernetes-models/v1/PodSpec";

/**
 * OpenShift's restricted-v2 SecurityContextConstraints, as a pod template must meet them to be
 * admitted in a namespace without any other SCC granted: the uid and fsGroup are the namespace's
 * (so the template names none, nor a group), no host namespace, port or path, no privilege, every
 * capability dropped, the runtime's seccomp profile. On top of the SCC, the portal's own rule: a
 * read-only root filesystem. Each violation starts with a stable rule name, then says why.
 */

// restricted-v2's volume types: hostPath is not among them.
const VOLUME_TYPES = ["configMap", "csi", "downwardAPI", "emptyDir", "ephemeral", "persistentVolumeClaim", "projected", "secret"];

export function restrictedV2Violations(pod: IPodSpec): string[] {
  const violations: string[] = [];
  const rule = (name: string, ok: boolean, why: string) => {
    if (!ok) violations.push(`restrictedV2.${name}: ${why}`);
  };
  const security = pod.securityContext;
  const containers: readonly IContainer[] = [...(pod.initContainers ?? []), ...pod.containers];
  const every = (check: (container: IContainer) => boolean) => containers.every(check);

  rule(
    "runAsUser",
    security?.runAsUser === undefined && every((container) => container.securityContext?.runAsUser === undefined),
    "none set, in the pod or a container: the SCC assigns a uid from the namespace's range, and refuses any other",
  );
  rule(
    "runAsGroup",
    security?.runAsGroup === undefined && every((container) => container.securityContext?.runAsGroup === undefined),
    "none set: the process runs with group 0, which the image's files allow",
  );
  rule("fsGroup", security?.fsGroup === undefined, "none set: the SCC assigns one from the namespace's range");
  rule("hostNamespaces", pod.hostNetwork !== true && pod.hostPID !== true && pod.hostIPC !== true, "no hostNetwork, hostPID or hostIPC");
  rule(
    "hostPorts",
    every((container) => (container.ports ?? []).every((port) => port.hostPort === undefined)),
    "no hostPort",
  );
  rule(
    "volumes",
    (pod.volumes ?? []).every((volume) => Object.keys(volume).every((key) => key === "name" || VOLUME_TYPES.includes(key))),
    `only ${VOLUME_TYPES.join(", ")}: no hostPath`,
  );
  rule(
    "privileged",
    every((container) => container.securityContext?.privileged !== true),
    "no privileged container",
  );
  rule(
    "allowPrivilegeEscalation",
    every((container) => container.securityContext?.allowPrivilegeEscalation === false),
    "false in every container",
  );
  rule(
    "capabilities",
    every(
      (container) =>
        container.securityContext?.capabilities?.drop?.includes("ALL") === true &&
        (container.securityContext.capabilities.add ?? []).length === 0,
    ),
    "every container drops ALL and adds none",
  );
  rule(
    "seccompProfile",
    every((container) => (container.securityContext?.seccompProfile ?? security?.seccompProfile)?.type === "RuntimeDefault"),
    "RuntimeDefault for every container",
  );
  rule(
    "readOnlyRootFilesystem",
    every((container) => container.securityContext?.readOnlyRootFilesystem === true),
    "true in every container",
  );
  return violations;
}
