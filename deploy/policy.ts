import type { IContainer } from "kubernetes-models/v1/Container";
import type { IProbe } from "kubernetes-models/v1/Probe";
import type { INetworkPolicyIngressRule } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicyIngressRule";
import type { INetworkPolicyPeer } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer";
import type { INetworkPolicyPort } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort";
import {
  ConfigMap,
  Deployment,
  HorizontalPodAutoscaler,
  Ingress,
  NetworkPolicy,
  PodDisruptionBudget,
  Service,
  type PortalObject,
  type Route,
} from "./kubernetes-schemas.ts";
import { EXPORTER_PORT, metricsViolations } from "./metrics-policy.ts";
import { type Labels, VERSION_LABEL, containerPortNumber, selects, serviceSelects } from "./selectors.ts";
import { restrictedV2Violations } from "./restricted-v2.ts";

/**
 * What the portal's rendered manifests must hold beyond what the API's schemas check: the
 * Deployment's security settings, probes and shutdown, and the objects around it pointing at
 * its pods (docs/kubernetes.md). Each violation starts with a stable rule name, then says why.
 */

const DEPLOYMENT = "portail-marin";
export const CONTAINER = "portal";
const PEERS_SERVICE = "portail-marin-peers";
const PORT = 8080;
const HEALTH_PATH = "/healthz";
// After SIGQUIT nginx lets a proxied request finish: proxy_connect_timeout 5 s + proxy_read_timeout 30 s.
const DRAIN_SECONDS = 35;
const REQUIRED_LABELS = ["app.kubernetes.io/name", "app.kubernetes.io/part-of", "app.kubernetes.io/component"];
/** ASSET_PEERS_URL: the Service's own name; the entrypoint adds the namespace and cluster domain from the pod's search list. */
const PEERS_URL = `http://${PEERS_SERVICE}:${PORT}`;
/**
 * How old a replica's list of peers can be: the cluster's DNS keeps an answer up to 30 s
 * (CoreDNS's cache), then nginx keeps it 5 s (valid=5s, docker/entrypoint.d/40-portal-config.sh).
 * A new pod serves no page before every replica's list holds it.
 */
const PEER_LIST_AGE_SECONDS = 30 + 5;

/**
 * Where the overlay runs: plain Kubernetes behind an Ingress controller, or OpenShift, whose
 * restricted-v2 SCC assigns the uid, whose DNS answers on 5353 in openshift-dns, and whose router
 * serves a Route (components/openshift).
 */
export type Platform = "kubernetes" | "openshift";

const DNS: Readonly<Record<Platform, { readonly namespace: string; readonly pods: Labels; readonly port: number }>> = {
  kubernetes: { namespace: "kube-system", pods: { "k8s-app": "kube-dns" }, port: 53 },
  // The DNS Service maps 53 to the pods' 5353, and a NetworkPolicy matches the pod's port.
  openshift: { namespace: "openshift-dns", pods: { "dns.operator.openshift.io/daemonset-dns": "default" }, port: 5353 },
};

function probeViolations(name: string, probe: IProbe | undefined, container: IContainer): string[] {
  if (probe === undefined) return [`${name}: missing`];
  const get = probe.httpGet;
  if (get?.path !== HEALTH_PATH || containerPortNumber(container, get.port) !== PORT) {
    return [`${name}: must be an httpGet of ${HEALTH_PATH} on port ${PORT}`];
  }
  return [];
}

/** How long preStop holds the container before its stop signal, if it only waits. */
function preStopSeconds(container: IContainer): number | undefined {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep !== undefined) return preStop.sleep.seconds;
  const [program, seconds, ...rest] = preStop?.exec?.command ?? [];
  const wait = Number(seconds);
  return program === "/bin/sleep" && rest.length === 0 && Number.isInteger(wait) && wait > 0 ? wait : undefined;
}

function deploymentViolations(deployment: Deployment, platform: Platform): string[] {
  const violations: string[] = [];
  const rule = (name: string, ok: boolean, why: string) => {
    if (!ok) violations.push(`${name}: ${why}`);
  };
  const spec = deployment.spec;
  const pod = spec?.template.spec;
  const container = pod?.containers.find((candidate) => candidate.name === CONTAINER);
  if (spec === undefined || pod === undefined || container === undefined) return [`deployment: no container ${CONTAINER}`];
  const podSecurity = pod.securityContext;

  rule("replicas", (spec.replicas ?? 1) >= 3, "at least 3, so that one pod lost still leaves two");
  const rolling = spec.strategy?.rollingUpdate;
  rule(
    "strategy",
    spec.strategy?.type === "RollingUpdate" && rolling?.maxSurge === 1 && rolling.maxUnavailable === 0,
    "RollingUpdate with maxSurge 1 and maxUnavailable 0: a release never lowers capacity",
  );

  rule("pod.runAsNonRoot", podSecurity?.runAsNonRoot === true, "must be true");
  rule("pod.seccompProfile", podSecurity?.seccompProfile?.type === "RuntimeDefault", "must be RuntimeDefault");
  rule("pod.automountServiceAccountToken", pod.automountServiceAccountToken === false, "must be false: nginx calls no API server");
  // Every container, the portal's and any sidecar a component adds, under the same rules.
  for (const each of [...(pod.initContainers ?? []), ...pod.containers]) {
    const security = each.securityContext;
    const inContainer = (name: string, ok: boolean, why: string) => rule(name, ok, `${why} (container ${each.name})`);
    inContainer("container.runAsNonRoot", (security?.runAsNonRoot ?? podSecurity?.runAsNonRoot) === true, "must be true");
    // On OpenShift, restricted-v2 assigns the uid: restricted-v2.ts wants none set.
    if (platform === "kubernetes") {
      inContainer("container.runAsUser", (security?.runAsUser ?? podSecurity?.runAsUser) === 101, "must be 101, the image's nginx user");
      inContainer(
        "container.runAsGroup",
        (security?.runAsGroup ?? podSecurity?.runAsGroup) === 101,
        "must be 101, the image's nginx group",
      );
    }
    inContainer("container.readOnlyRootFilesystem", security?.readOnlyRootFilesystem === true, "must be true");
    inContainer("container.allowPrivilegeEscalation", security?.allowPrivilegeEscalation === false, "must be false");
    inContainer("container.privileged", security?.privileged !== true, "must not be true");
    inContainer("container.capabilities", security?.capabilities?.drop?.includes("ALL") === true, "must drop ALL");
    inContainer("container.capabilities.add", (security?.capabilities?.add ?? []).length === 0, "must add none: port 8080 needs none");
    inContainer("container.seccompProfile", security?.seccompProfile?.type === "RuntimeDefault", "must be RuntimeDefault");
    inContainer(
      "container.resources",
      ["cpu", "memory"].every((name) => each.resources?.requests?.[name] !== undefined && each.resources.limits?.[name] !== undefined),
      "cpu and memory requests and limits are all set",
    );
  }
  if (platform === "openshift") violations.push(...restrictedV2Violations(pod));

  rule("container.port", container.ports?.some((port) => port.containerPort === PORT) === true, `must expose ${PORT}`);
  violations.push(...probeViolations("readinessProbe", container.readinessProbe, container));
  rule(
    "readinessProbe.initialDelaySeconds",
    (container.readinessProbe?.initialDelaySeconds ?? 0) > PEER_LIST_AGE_SECONDS,
    `longer than a replica's list of peers can be old (${PEER_LIST_AGE_SECONDS} s): a new pod's pages ask the old replicas for its assets only once they know it`,
  );
  violations.push(...probeViolations("livenessProbe", container.livenessProbe, container));

  const tmp = container.volumeMounts?.find((mount) => mount.mountPath === "/tmp");
  const tmpVolume = pod.volumes?.find((volume) => volume.name === tmp?.name);
  rule("tmp", tmpVolume?.emptyDir !== undefined, "an emptyDir on /tmp: the entrypoint writes /tmp/portal on a read-only root");

  const wait = preStopSeconds(container);
  rule("preStop", wait !== undefined, "must wait (exec /bin/sleep N, or the sleep action) before nginx gets SIGQUIT");
  rule(
    "terminationGracePeriodSeconds",
    (pod.terminationGracePeriodSeconds ?? 30) >= (wait ?? 0) + DRAIN_SECONDS,
    `must cover preStop (${wait ?? 0} s) and nginx's drain (${DRAIN_SECONDS} s)`,
  );

  const labels = spec.template.metadata?.labels ?? {};
  rule("selector", selects(spec.selector, labels), "must select the pod template's labels");
  rule(
    "version",
    (labels[VERSION_LABEL] ?? "") !== "" && spec.selector.matchLabels?.[VERSION_LABEL] === undefined,
    `the pod template carries ${VERSION_LABEL} (the overlay's labels), and the Deployment's immutable selector does not`,
  );
  rule(
    "topologySpreadConstraints",
    pod.topologySpreadConstraints?.some(
      (constraint) => constraint.topologyKey === "kubernetes.io/hostname" && selects(constraint.labelSelector, labels),
    ) === true,
    "must spread the pods across nodes (kubernetes.io/hostname)",
  );
  const hostnameSpread = pod.topologySpreadConstraints?.find((constraint) => constraint.topologyKey === "kubernetes.io/hostname");
  rule(
    "topologySpreadConstraints.nodeTaintsPolicy",
    hostnameSpread?.nodeTaintsPolicy === "Honor" && (hostnameSpread.nodeAffinityPolicy ?? "Honor") === "Honor",
    "the spread across nodes honours taints and node affinity: tainted or cordoned nodes are no empty domains (kubernetes#106127)",
  );
  for (const each of pod.containers) {
    rule(
      "image",
      /(@sha256:[0-9a-f]{64}|:[\w][\w.-]*)$/.test(each.image ?? "") && !/:latest$/.test(each.image ?? ""),
      `must name a tag or a digest, never latest (container ${each.name})`,
    );
  }
  return violations;
}

function servesPort(service: Service, port: number, targetPort: number, container: IContainer): boolean {
  return (
    service.spec?.ports?.some(
      (candidate) => candidate.port === port && containerPortNumber(container, candidate.targetPort ?? candidate.port) === targetPort,
    ) === true
  );
}

function portsAre(ports: readonly INetworkPolicyPort[] | undefined, wanted: readonly (readonly [number, string])[]): boolean {
  return (
    ports !== undefined &&
    ports.length === wanted.length &&
    wanted.every(([port, protocol]) => ports.some((candidate) => candidate.port === port && (candidate.protocol ?? "TCP") === protocol))
  );
}

/** A peer that is the whole world: no restriction at all, or an ipBlock of every address. */
function isAnywhere(peers: readonly INetworkPolicyPeer[] | undefined): boolean {
  return (
    peers === undefined || peers.length === 0 || peers.some((peer) => peer.ipBlock?.cidr === "0.0.0.0/0" || peer.ipBlock?.cidr === "::/0")
  );
}

function urlPort(url: URL): number {
  return url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
}

function networkViolations(policies: readonly NetworkPolicy[], labels: Labels, backend: URL | undefined, platform: Platform): string[] {
  const violations: string[] = [];
  const mine = policies.filter((policy) => selects(policy.spec?.podSelector, labels));
  const ingress = mine.flatMap((policy) => policy.spec?.ingress ?? []);
  const egress = mine.flatMap((policy) => policy.spec?.egress ?? []);
  const isPortal = (peer: INetworkPolicyPeer) =>
    peer.namespaceSelector === undefined && peer.ipBlock === undefined && selects(peer.podSelector, labels);

  const denyAll = mine.some((policy) => {
    const types = policy.spec?.policyTypes ?? [];
    return types.includes("Ingress") && types.includes("Egress") && policy.spec?.ingress === undefined && policy.spec?.egress === undefined;
  });
  if (!denyAll) violations.push("networkPolicy.defaultDeny: a policy selecting the pods, Ingress and Egress, no rule");
  // The exporter's port is for Prometheus only: a namespace and its pods, both named.
  const isPrometheus = (peer: INetworkPolicyPeer) =>
    Object.keys(peer.namespaceSelector?.matchLabels ?? {}).length > 0 && Object.keys(peer.podSelector?.matchLabels ?? {}).length > 0;
  const named = (rule: INetworkPolicyIngressRule) =>
    !isAnywhere(rule.from) &&
    (portsAre(rule.ports, [[PORT, "TCP"]]) || (portsAre(rule.ports, [[EXPORTER_PORT, "TCP"]]) && rule.from?.every(isPrometheus) === true));
  if (!ingress.every(named)) {
    violations.push(
      `networkPolicy.ingress: every rule names its sources, and port ${PORT} only, or ${EXPORTER_PORT} from Prometheus's pods only`,
    );
  }
  if (!ingress.some((rule) => rule.from?.some(isPortal)))
    violations.push("networkPolicy.ingressFromPeers: the portal's own pods (peer asset requests)");
  if (!ingress.some((rule) => rule.from?.some((peer) => peer.namespaceSelector?.matchLabels !== undefined))) {
    violations.push("networkPolicy.ingressFromController: the ingress controller's namespace");
  }
  if (egress.some((rule) => isAnywhere(rule.to))) violations.push("networkPolicy.egress: every rule names its destinations");
  const { namespace: dnsNamespace, pods: dnsPods, port: dnsPort } = DNS[platform];
  const dns = egress.some(
    (rule) =>
      portsAre(rule.ports, [
        [dnsPort, "UDP"],
        [dnsPort, "TCP"],
      ]) &&
      rule.to?.every(
        (peer) =>
          peer.namespaceSelector?.matchLabels?.["kubernetes.io/metadata.name"] === dnsNamespace && selects(peer.podSelector, dnsPods),
      ) === true,
  );
  if (!dns) violations.push(`networkPolicy.egressDns: ${dnsNamespace}'s DNS pods on ${dnsPort}, UDP and TCP`);
  if (!egress.some((rule) => rule.to?.some(isPortal) && portsAre(rule.ports, [[PORT, "TCP"]]))) {
    violations.push(`networkPolicy.egressToPeers: the portal's own pods on ${PORT}`);
  }
  const backendPort = backend === undefined ? undefined : urlPort(backend);
  const toBackend = egress.some(
    (rule) => rule.to?.some((peer) => !isPortal(peer)) === true && rule.ports?.some((port) => port.port === backendPort) === true,
  );
  if (!toBackend) violations.push(`networkPolicy.egressToBackend: BACKEND_URL's port (${backendPort ?? "none"})`);
  return violations;
}

/** The way in on Kubernetes: an Ingress to the portal's Service, its http port only. */
function ingressViolations(objects: readonly PortalObject[], serviceName: string | undefined, publicUrl: URL | undefined): string[] {
  const found: string[] = [];
  const ingress = objects.find((object): object is Ingress => object instanceof Ingress);
  const rules = ingress?.spec?.rules ?? [];
  const tls = ingress?.spec?.tls ?? [];
  const covered = (host: string | undefined) =>
    tls.some((entry) => entry.secretName !== undefined && entry.hosts?.includes(host ?? "") === true);
  const backends = rules.flatMap((rule) => rule.http?.paths.map((path) => path.backend.service) ?? []);
  if (
    ingress?.spec?.ingressClassName === undefined ||
    rules.length === 0 ||
    !rules.every((rule) => covered(rule.host)) ||
    !backends.every(
      (backend) => backend !== undefined && backend.name === serviceName && (backend.port?.name === "http" || backend.port?.number === 80),
    )
  ) {
    found.push("ingress: a class, TLS with a Secret for every host, every path to the portal's Service on http");
  }
  if (publicUrl !== undefined && !rules.some((rule) => rule.host === publicUrl.hostname)) {
    found.push(`ingress.host: PUBLIC_URL's host (${publicUrl.hostname})`);
  }
  return found;
}

/**
 * The way in on OpenShift: one Route, TLS ending at the router, plain HTTP redirected, to the
 * portal's Service on its http port. No Ingress: the router would make a second Route of it.
 */
function routeViolations(objects: readonly PortalObject[], serviceName: string | undefined, publicUrl: URL | undefined): string[] {
  const found: string[] = [];
  const routes = objects.filter((object): object is Route => object.kind === "Route");
  const [route, ...others] = routes;
  if (objects.some((object) => object instanceof Ingress)) found.push("route.only: no Ingress beside the Route");
  if (
    route === undefined ||
    others.length > 0 ||
    route.spec.to.name !== serviceName ||
    route.spec.port?.targetPort !== "http" ||
    route.spec.tls?.termination !== "edge" ||
    route.spec.tls.insecureEdgeTerminationPolicy !== "Redirect"
  ) {
    found.push(
      "route: one Route to the portal's Service on http, TLS edge, plain HTTP redirected (insecureEdgeTerminationPolicy Redirect)",
    );
  }
  if (publicUrl !== undefined && route?.spec.host !== publicUrl.hostname)
    found.push(`route.host: PUBLIC_URL's host (${publicUrl.hostname})`);
  return found;
}

function parseUrl(value: string | undefined): URL | undefined {
  return value === undefined || value === "" || !URL.canParse(value) ? undefined : new URL(value);
}

/** Every rule the rendered manifests of one overlay break, on its platform; none means the overlay passes. */
export function violations(objects: readonly PortalObject[], platform: Platform): string[] {
  const deployment = objects.find((object): object is Deployment => object instanceof Deployment && object.metadata?.name === DEPLOYMENT);
  const container = deployment?.spec?.template.spec?.containers.find((candidate) => candidate.name === CONTAINER);
  if (deployment === undefined || container === undefined) return [`deployment: no Deployment ${DEPLOYMENT} with a container ${CONTAINER}`];
  const labels: Labels = deployment.spec?.template.metadata?.labels ?? {};
  const found: string[] = deploymentViolations(deployment, platform);

  for (const object of objects) {
    const missing = REQUIRED_LABELS.filter((label) => object.metadata?.labels?.[label] === undefined);
    if (missing.length > 0) found.push(`labels: ${object.kind} ${object.metadata?.name ?? ""} lacks ${missing.join(", ")}`);
  }

  const configMapName = container.envFrom?.find((source) => source.configMapRef !== undefined)?.configMapRef?.name;
  const config = objects.find((object): object is ConfigMap => object instanceof ConfigMap && object.metadata?.name === configMapName);
  const env = config?.data ?? {};
  if (config === undefined) found.push("configMap: the container's envFrom names no ConfigMap of the overlay");
  const backend = parseUrl(env.BACKEND_URL);
  const publicUrl = parseUrl(env.PUBLIC_URL);
  if (backend === undefined) found.push("configMap.BACKEND_URL: required");
  // nginx resolves the backend's name while it runs, with its own resolver, which reads no search
  // domain: a short Service name would never resolve.
  else if (!backend.hostname.includes(".")) found.push("configMap.BACKEND_URL: a fully qualified host name");
  if (publicUrl?.protocol !== "https:") found.push("configMap.PUBLIC_URL: the portal's HTTPS address");
  if (env.ASSET_PEERS_URL && env.ASSET_PEERS_URL !== PEERS_URL) {
    found.push(`configMap.ASSET_PEERS_URL: the headless Service's own name and port, ${PEERS_URL}; the pod's search list gives the rest`);
  }

  const services = objects.filter(
    (object): object is Service => object instanceof Service && serviceSelects(object.spec?.selector, labels),
  );
  const service = services.find((candidate) => candidate.spec?.clusterIP !== "None" && servesPort(candidate, 80, PORT, container));
  if (service === undefined) found.push(`service: a ClusterIP Service selecting the pods, port 80 to ${PORT}`);
  const headless = services.find((candidate) => candidate.metadata?.name === PEERS_SERVICE);
  if (
    headless?.spec?.clusterIP !== "None" ||
    headless.spec.publishNotReadyAddresses !== true ||
    headless.spec.selector?.[VERSION_LABEL] !== labels[VERSION_LABEL] ||
    !servesPort(headless, PORT, PORT, container)
  ) {
    found.push(
      `service.peers: ${PEERS_SERVICE}, headless (clusterIP None), port ${PORT}, the pods of the pod template's ${VERSION_LABEL} from their start (publishNotReadyAddresses)`,
    );
  }

  const budget = objects.find((object): object is PodDisruptionBudget => object instanceof PodDisruptionBudget);
  if (!selects(budget?.spec?.selector, labels) || (budget?.spec?.maxUnavailable ?? budget?.spec?.minAvailable) === undefined) {
    found.push("podDisruptionBudget: selecting the pods, with maxUnavailable or minAvailable");
  }

  const autoscaler = objects.find((object): object is HorizontalPodAutoscaler => object instanceof HorizontalPodAutoscaler);
  const target = autoscaler?.spec?.scaleTargetRef;
  const cpu = autoscaler?.spec?.metrics?.some((metric) => metric.resource?.name === "cpu" && metric.resource.target.type === "Utilization");
  if (target?.kind !== "Deployment" || target.name !== DEPLOYMENT || (autoscaler?.spec?.minReplicas ?? 1) < 3 || cpu !== true) {
    found.push(`horizontalPodAutoscaler: scales ${DEPLOYMENT} from at least 3 on CPU utilisation`);
  }

  const serviceName = service?.metadata?.name;
  found.push(...metricsViolations(objects, deployment, service, PORT));
  found.push(
    ...(platform === "openshift" ? routeViolations(objects, serviceName, publicUrl) : ingressViolations(objects, serviceName, publicUrl)),
  );

  const policies = objects.filter((object): object is NetworkPolicy => object instanceof NetworkPolicy);
  found.push(...networkViolations(policies, labels, backend, platform));
  return found;
}
