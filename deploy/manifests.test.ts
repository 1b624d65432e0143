import { describe, expect, it } from "vitest";
import { validateDocuments, type PortalObject } from "./kubernetes-schemas.ts";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { EXPORTER } from "./metrics-policy.ts";
import { CONTAINER, type Platform, violations } from "./policy.ts";
import { DEPLOY_DIR, OVERLAYS, kustomizeProblem, renderOverlay } from "./render.ts";
import { entrypointVariables, envTemplateVariables, expectedConfigMapKeys, readmeVariables } from "./runtime-variables.ts";

/**
 * The Kubernetes manifests (deploy/, docs/kubernetes.md): each overlay rendered as Argo CD
 * renders it, every object valid against the Kubernetes API's schemas, and the portal's policy
 * holding; then each security setting, probe and shutdown setting taken away in turn, to prove
 * the policy notices.
 */
const problem = kustomizeProblem();
if (problem !== undefined && process.env.CI === "true") throw new Error(`deploy/manifests.test.ts: ${problem}`);
if (problem !== undefined) console.warn(`deploy/manifests.test.ts skipped: ${problem}`);

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The object at a path of keys (a number picks a list's item, a function the first matching item). */
function at(root: unknown, path: readonly (string | number | ((item: Json) => boolean))[]): Json {
  let node: unknown = root;
  for (const step of path) {
    node =
      typeof step === "function"
        ? (Array.isArray(node) ? node : []).find((item): item is Json => isJson(item) && step(item))
        : Array.isArray(node) && typeof step === "number"
          ? node[step]
          : isJson(node)
            ? node[String(step)]
            : undefined;
  }
  if (!isJson(node)) throw new Error(`no object at ${path.map(String).join(".")}`);
  return node;
}

const byKind = (kind: string, name?: string) => (item: Json) =>
  item.kind === kind && (name === undefined || at(item, ["metadata"]).name === name);
const POD = [byKind("Deployment"), "spec", "template", "spec"] as const;
const CONTAINER_PATH = [...POD, "containers", (item: Json) => item.name === CONTAINER] as const;
const EXPORTER_PATH = [...POD, "containers", (item: Json) => item.name === EXPORTER] as const;

/** A mutation: in a copy of the rendered documents, the object at `path` loses `key` or gets `value`. */
interface Mutation {
  readonly rule: string;
  readonly what: string;
  readonly path: readonly (string | number | ((item: Json) => boolean))[];
  readonly key: string;
  readonly value?: unknown;
  /** The platforms whose overlays hold what it breaks; every platform when absent. */
  readonly platforms?: readonly Platform[];
}

const KUBERNETES: readonly Platform[] = ["kubernetes"];
const OPENSHIFT: readonly Platform[] = ["openshift"];

/** restricted-v2's rules (restricted-v2.ts), each broken once in the OpenShift overlays. */
const RESTRICTED_V2_MUTATIONS: readonly Mutation[] = (
  [
    { rule: "restrictedV2.runAsUser", what: "pod runAsUser set", path: [...POD, "securityContext"], key: "runAsUser", value: 1000680000 },
    {
      rule: "restrictedV2.runAsUser",
      what: "container runAsUser set",
      path: [...CONTAINER_PATH, "securityContext"],
      key: "runAsUser",
      value: 101,
    },
    { rule: "restrictedV2.runAsGroup", what: "pod runAsGroup set", path: [...POD, "securityContext"], key: "runAsGroup", value: 0 },
    { rule: "restrictedV2.fsGroup", what: "pod fsGroup set", path: [...POD, "securityContext"], key: "fsGroup", value: 101 },
    { rule: "restrictedV2.hostNamespaces", what: "hostNetwork", path: [...POD], key: "hostNetwork", value: true },
    { rule: "restrictedV2.hostNamespaces", what: "hostPID", path: [...POD], key: "hostPID", value: true },
    { rule: "restrictedV2.hostPorts", what: "a hostPort", path: [...CONTAINER_PATH, "ports", 0], key: "hostPort", value: 8080 },
    { rule: "restrictedV2.volumes", what: "/tmp on a hostPath", path: [...POD, "volumes", 0], key: "hostPath", value: { path: "/tmp" } },
    {
      rule: "restrictedV2.privileged",
      what: "privileged container",
      path: [...CONTAINER_PATH, "securityContext"],
      key: "privileged",
      value: true,
    },
    {
      rule: "restrictedV2.allowPrivilegeEscalation",
      what: "privilege escalation allowed",
      path: [...CONTAINER_PATH, "securityContext"],
      key: "allowPrivilegeEscalation",
      value: true,
    },
    {
      rule: "restrictedV2.capabilities",
      what: "a capability added",
      path: [...CONTAINER_PATH, "securityContext", "capabilities"],
      key: "add",
      value: ["NET_RAW"],
    },
    {
      rule: "restrictedV2.seccompProfile",
      what: "seccomp Unconfined",
      path: [...CONTAINER_PATH, "securityContext", "seccompProfile"],
      key: "type",
      value: "Unconfined",
    },
    {
      rule: "restrictedV2.readOnlyRootFilesystem",
      what: "writable root filesystem",
      path: [...CONTAINER_PATH, "securityContext"],
      key: "readOnlyRootFilesystem",
      value: false,
    },
  ] satisfies readonly Mutation[]
).map((mutation) => ({ ...mutation, platforms: OPENSHIFT }));

/** The metrics component's settings, and the portal's rules holding for its exporter too. */
const METRICS_MUTATIONS: readonly Mutation[] = [
  {
    rule: "metrics.stubStatus",
    what: "exporter reading another port",
    path: [...EXPORTER_PATH],
    key: "args",
    value: ["--nginx.scrape-uri=http://127.0.0.1:8091/stub_status"],
  },
  {
    rule: "metrics.stubStatus",
    what: "metrics Service sending to stub_status",
    path: [byKind("Service", "portail-marin-metrics"), "spec", "ports", 0],
    key: "targetPort",
    value: 8090,
  },
  {
    rule: "metrics.notOnTheWayIn",
    what: "the way in's Service exposing the exporter",
    path: [byKind("Service", "portail-marin"), "spec"],
    key: "ports",
    value: [
      { name: "http", port: 80, targetPort: "http", protocol: "TCP" },
      { name: "metrics", port: 9113, targetPort: "metrics", protocol: "TCP" },
    ],
  },
  { rule: "metrics.exporter", what: "exporter without readiness", path: [...EXPORTER_PATH], key: "readinessProbe" },
  {
    rule: "metrics.serviceMonitor",
    what: "ServiceMonitor selecting another Service",
    path: [byKind("ServiceMonitor"), "spec", "selector"],
    key: "matchLabels",
    value: { "portail-marin/metrics": "other" },
  },
  { rule: "metrics.alerts", what: "alerts removed", path: [byKind("PrometheusRule"), "spec", "groups", 0], key: "rules", value: [] },
  {
    rule: "networkPolicy.ingress",
    what: "Prometheus rule open to every source",
    path: [byKind("NetworkPolicy", "portail-marin-from-prometheus"), "spec", "ingress", 0],
    key: "from",
  },
  {
    rule: "networkPolicy.ingress",
    what: "Prometheus rule open to stub_status",
    path: [byKind("NetworkPolicy", "portail-marin-from-prometheus"), "spec", "ingress", 0],
    key: "ports",
    value: [
      { port: 9113, protocol: "TCP" },
      { port: 8090, protocol: "TCP" },
    ],
  },
  {
    rule: "container.readOnlyRootFilesystem",
    what: "exporter's root writable",
    path: [...EXPORTER_PATH, "securityContext"],
    key: "readOnlyRootFilesystem",
  },
  {
    rule: "container.allowPrivilegeEscalation",
    what: "exporter's privilege escalation allowed",
    path: [...EXPORTER_PATH, "securityContext"],
    key: "allowPrivilegeEscalation",
  },
  {
    rule: "container.capabilities",
    what: "exporter keeping its capabilities",
    path: [...EXPORTER_PATH, "securityContext"],
    key: "capabilities",
  },
  { rule: "container.resources", what: "exporter without resources", path: [...EXPORTER_PATH], key: "resources" },
  { rule: "image", what: "exporter :latest", path: [...EXPORTER_PATH], key: "image", value: "nginx/nginx-prometheus-exporter:latest" },
  {
    rule: "container.runAsUser",
    what: "exporter as root",
    path: [...EXPORTER_PATH, "securityContext"],
    key: "runAsUser",
    value: 0,
    platforms: KUBERNETES,
  },
  {
    rule: "restrictedV2.runAsUser",
    what: "exporter's uid fixed",
    path: [...EXPORTER_PATH, "securityContext"],
    key: "runAsUser",
    value: 65534,
    platforms: OPENSHIFT,
  },
];

const MUTATIONS: readonly Mutation[] = [
  { rule: "pod.runAsNonRoot", what: "pod runAsNonRoot removed", path: [...POD, "securityContext"], key: "runAsNonRoot" },
  { rule: "pod.seccompProfile", what: "pod seccompProfile removed", path: [...POD, "securityContext"], key: "seccompProfile" },
  { rule: "pod.automountServiceAccountToken", what: "token automount no longer off", path: [...POD], key: "automountServiceAccountToken" },
  {
    rule: "container.runAsNonRoot",
    what: "runAsNonRoot false",
    path: [...CONTAINER_PATH, "securityContext"],
    key: "runAsNonRoot",
    value: false,
  },
  {
    rule: "container.runAsUser",
    what: "runAsUser 0",
    path: [...CONTAINER_PATH, "securityContext"],
    key: "runAsUser",
    value: 0,
    platforms: KUBERNETES,
  },
  {
    rule: "container.runAsGroup",
    what: "runAsGroup 0",
    path: [...CONTAINER_PATH, "securityContext"],
    key: "runAsGroup",
    value: 0,
    platforms: KUBERNETES,
  },
  {
    rule: "container.readOnlyRootFilesystem",
    what: "readOnlyRootFilesystem removed",
    path: [...CONTAINER_PATH, "securityContext"],
    key: "readOnlyRootFilesystem",
  },
  {
    rule: "container.allowPrivilegeEscalation",
    what: "allowPrivilegeEscalation removed",
    path: [...CONTAINER_PATH, "securityContext"],
    key: "allowPrivilegeEscalation",
  },
  { rule: "container.privileged", what: "privileged true", path: [...CONTAINER_PATH, "securityContext"], key: "privileged", value: true },
  { rule: "container.capabilities", what: "capabilities removed", path: [...CONTAINER_PATH, "securityContext"], key: "capabilities" },
  {
    rule: "container.capabilities.add",
    what: "NET_BIND_SERVICE added",
    path: [...CONTAINER_PATH, "securityContext", "capabilities"],
    key: "add",
    value: ["NET_BIND_SERVICE"],
  },
  {
    rule: "container.seccompProfile",
    what: "container seccompProfile removed",
    path: [...CONTAINER_PATH, "securityContext"],
    key: "seccompProfile",
  },
  { rule: "readinessProbe", what: "readinessProbe removed", path: [...CONTAINER_PATH], key: "readinessProbe" },
  { rule: "livenessProbe", what: "livenessProbe removed", path: [...CONTAINER_PATH], key: "livenessProbe" },
  { rule: "readinessProbe", what: "readinessProbe on /", path: [...CONTAINER_PATH, "readinessProbe", "httpGet"], key: "path", value: "/" },
  {
    rule: "livenessProbe",
    what: "livenessProbe on port 80",
    path: [...CONTAINER_PATH, "livenessProbe", "httpGet"],
    key: "port",
    value: 80,
  },
  { rule: "container.resources", what: "resources removed", path: [...CONTAINER_PATH], key: "resources" },
  { rule: "container.resources", what: "memory limit removed", path: [...CONTAINER_PATH, "resources", "limits"], key: "memory" },
  { rule: "tmp", what: "/tmp mount removed", path: [...CONTAINER_PATH], key: "volumeMounts" },
  { rule: "preStop", what: "preStop removed", path: [...CONTAINER_PATH], key: "lifecycle" },
  { rule: "terminationGracePeriodSeconds", what: "grace period 30 s", path: [...POD], key: "terminationGracePeriodSeconds", value: 30 },
  {
    rule: "strategy",
    what: "maxUnavailable 1",
    path: [byKind("Deployment"), "spec", "strategy", "rollingUpdate"],
    key: "maxUnavailable",
    value: 1,
  },
  { rule: "topologySpreadConstraints", what: "spread removed", path: [...POD], key: "topologySpreadConstraints" },
  {
    rule: "topologySpreadConstraints.nodeTaintsPolicy",
    what: "spread counting tainted nodes",
    path: [...POD, "topologySpreadConstraints", 0],
    key: "nodeTaintsPolicy",
  },
  {
    rule: "topologySpreadConstraints.nodeTaintsPolicy",
    what: "spread counting nodes the pods may not run on",
    path: [...POD, "topologySpreadConstraints", 0],
    key: "nodeAffinityPolicy",
    value: "Ignore",
  },
  { rule: "image", what: "image :latest", path: [...CONTAINER_PATH], key: "image", value: "portail-marin/portal:latest" },
  {
    rule: "service.peers",
    what: "peers Service given a cluster IP",
    path: [byKind("Service", "portail-marin-peers"), "spec"],
    key: "clusterIP",
  },
  {
    rule: "service.peers",
    what: "peers Service listing a pod only once it is ready",
    path: [byKind("Service", "portail-marin-peers"), "spec"],
    key: "publishNotReadyAddresses",
    value: false,
  },
  {
    rule: "service.peers",
    what: "peers Service listing every release's pods",
    path: [byKind("Service", "portail-marin-peers"), "spec", "selector"],
    key: "app.kubernetes.io/version",
  },
  {
    rule: "service.peers",
    what: "peers Service listing another release's pods",
    path: [byKind("Service", "portail-marin-peers"), "spec", "selector"],
    key: "app.kubernetes.io/version",
    value: "0.9.0",
  },
  {
    rule: "readinessProbe.initialDelaySeconds",
    what: "pod ready before the replicas know it as a peer",
    path: [...CONTAINER_PATH, "readinessProbe"],
    key: "initialDelaySeconds",
    value: 10,
  },
  {
    rule: "version",
    what: "pod template without a version",
    path: [byKind("Deployment"), "spec", "template", "metadata", "labels"],
    key: "app.kubernetes.io/version",
  },
  {
    rule: "version",
    what: "version in the Deployment's immutable selector",
    path: [byKind("Deployment"), "spec", "selector", "matchLabels"],
    key: "app.kubernetes.io/version",
    value: "1.0.0",
  },
  {
    rule: "podDisruptionBudget",
    what: "PDB selecting other pods",
    path: [byKind("PodDisruptionBudget"), "spec", "selector"],
    key: "matchLabels",
    value: { app: "x" },
  },
  {
    rule: "horizontalPodAutoscaler",
    what: "HPA minimum 1",
    path: [byKind("HorizontalPodAutoscaler"), "spec"],
    key: "minReplicas",
    value: 1,
  },
  { rule: "ingress", what: "Ingress without TLS", path: [byKind("Ingress"), "spec"], key: "tls", platforms: KUBERNETES },
  {
    rule: "ingress",
    what: "Ingress without a class",
    path: [byKind("Ingress"), "spec"],
    key: "ingressClassName",
    platforms: KUBERNETES,
  },
  {
    rule: "ingress",
    what: "Ingress to another port",
    path: [byKind("Ingress"), "spec", "rules", 0, "http", "paths", 0, "backend", "service"],
    key: "port",
    value: { number: 8090 },
    platforms: KUBERNETES,
  },
  { rule: "route", what: "Route without TLS", path: [byKind("Route"), "spec"], key: "tls", platforms: OPENSHIFT },
  {
    rule: "route",
    what: "Route letting plain HTTP through",
    path: [byKind("Route"), "spec", "tls"],
    key: "insecureEdgeTerminationPolicy",
    value: "Allow",
    platforms: OPENSHIFT,
  },
  {
    rule: "route",
    what: "Route passing TLS through",
    path: [byKind("Route"), "spec", "tls"],
    key: "termination",
    value: "passthrough",
    platforms: OPENSHIFT,
  },
  {
    rule: "route",
    what: "Route to another Service",
    path: [byKind("Route"), "spec", "to"],
    key: "name",
    value: "other",
    platforms: OPENSHIFT,
  },
  {
    rule: "route",
    what: "Route to another port",
    path: [byKind("Route"), "spec", "port"],
    key: "targetPort",
    value: "metrics",
    platforms: OPENSHIFT,
  },
  {
    rule: "route.host",
    what: "Route on another host",
    path: [byKind("Route"), "spec"],
    key: "host",
    value: "x.example",
    platforms: OPENSHIFT,
  },
  ...RESTRICTED_V2_MUTATIONS,
  ...METRICS_MUTATIONS,
  {
    rule: "networkPolicy.defaultDeny",
    what: "default deny without Egress",
    path: [byKind("NetworkPolicy", "portail-marin-default-deny"), "spec"],
    key: "policyTypes",
    value: ["Ingress"],
  },
  {
    rule: "networkPolicy.egressDns",
    what: "DNS policy removed",
    path: [byKind("NetworkPolicy", "portail-marin-dns"), "spec"],
    key: "egress",
    value: [],
  },
  {
    rule: "networkPolicy.ingress",
    what: "controller rule open to every source",
    path: [byKind("NetworkPolicy", "portail-marin-from-ingress-controller"), "spec", "ingress", 0],
    key: "from",
  },
  {
    rule: "networkPolicy.egress",
    what: "backend rule open to every destination",
    path: [byKind("NetworkPolicy", "portail-marin-to-backend"), "spec", "egress", 0],
    key: "to",
  },
  {
    rule: "labels",
    what: "a label removed",
    path: [byKind("Service", "portail-marin"), "metadata", "labels"],
    key: "app.kubernetes.io/part-of",
  },
];

function mutated(documents: readonly unknown[], mutation: Mutation): unknown[] {
  const copy = structuredClone(documents) as unknown[];
  const target = at(copy, mutation.path);
  if (!(mutation.key in target) && mutation.value === undefined) throw new Error(`${mutation.what}: nothing to remove`);
  if (mutation.value === undefined) Reflect.deleteProperty(target, mutation.key);
  else target[mutation.key] = mutation.value;
  return copy;
}

const configMapData = (objects: readonly PortalObject[]) =>
  objects.flatMap((object) => (object.kind === "ConfigMap" ? [object.data ?? {}] : []));

describe("the overlays", () => {
  it("are each rendered by the test, on its platform", () => {
    expect(OVERLAYS.map((overlay) => overlay.name).sort()).toEqual(readdirSync(join(DEPLOY_DIR, "overlays")).sort());
  });
});

describe.skipIf(problem !== undefined).each(OVERLAYS)("overlay $name", ({ name: overlay, platform }) => {
  // The callback runs even when skipped: render only when kubectl can.
  const documents = problem === undefined ? renderOverlay(overlay) : [];
  const check = (objects: readonly unknown[]) => violations(validateDocuments(objects), platform);

  it("renders only objects valid against the Kubernetes API's schemas", () => {
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(() => validateDocuments(documents)).not.toThrow();
  });

  it("keeps every rule of the policy", () => {
    expect(check(documents)).toEqual([]);
  });

  const mutations = MUTATIONS.filter((mutation) => mutation.platforms?.includes(platform) ?? true);
  it.each(mutations.map((mutation) => [mutation.what, mutation] as const))("names the broken rule: %s", (_what, mutation) => {
    expect(check(mutated(documents, mutation))).toContainEqual(
      expect.stringMatching(new RegExp(`^${mutation.rule.replaceAll(".", "\\.")}:`)),
    );
  });

  it("has exactly the runtime variables the entrypoint reads, and no more", () => {
    const [data, ...others] = configMapData(validateDocuments(documents));
    expect(others).toEqual([]);
    expect(Object.keys(data ?? {}).sort()).toEqual(expectedConfigMapKeys());
  });

  it("wants BACKEND_URL and the peers' address", () => {
    const emptied = (key: string, value: string) =>
      check(mutated(documents, { rule: "", what: key, path: [byKind("ConfigMap"), "data"], key, value }));
    expect(emptied("BACKEND_URL", "")).toContainEqual(expect.stringMatching(/^configMap\.BACKEND_URL:/));
    expect(emptied("BACKEND_URL", "https://portail-marin-backend:8443")).toContainEqual(expect.stringMatching(/^configMap\.BACKEND_URL:/));
    // The cluster's domain written in the configuration: the pod's search list gives it.
    expect(emptied("ASSET_PEERS_URL", "http://portail-marin-peers.portail-marin.svc.cluster.local:8080")).toContainEqual(
      expect.stringMatching(/^configMap\.ASSET_PEERS_URL:/),
    );
    expect(emptied("ASSET_PEERS_URL", "http://portail-marin:8080")).toContainEqual(expect.stringMatching(/^configMap\.ASSET_PEERS_URL:/));
    expect(emptied("PUBLIC_URL", "https://elsewhere.example.gouv.fr")).toContainEqual(
      expect.stringMatching(platform === "openshift" ? /^route\.host:/ : /^ingress\.host:/),
    );
  });
});

describe.skipIf(problem !== undefined)("the production overlay", () => {
  it("lets no browser point a module at another build: IMPORT_MAP_OVERRIDE_ORIGINS is empty", () => {
    const [data] = configMapData(validateDocuments(problem === undefined ? renderOverlay("production") : []));
    expect(data?.IMPORT_MAP_OVERRIDE_ORIGINS).toBe("");
  });
});

describe.skipIf(problem !== undefined)("schema validation", () => {
  const documents = problem === undefined ? renderOverlay("production") : [];

  it("refuses a kind it has no schema for", () => {
    expect(() => validateDocuments([...documents, { apiVersion: "example.org/v1", kind: "Widget", metadata: { name: "w" } }])).toThrow(
      /no schema for/,
    );
    expect(() => validateDocuments([{ apiVersion: "apps/v1beta1", kind: "Deployment", metadata: { name: "old" } }])).toThrow(
      /no schema for/,
    );
  });

  it("refuses an object its schema does not allow", () => {
    const copy = mutated(documents, {
      rule: "",
      what: "port as text",
      path: [...CONTAINER_PATH, "ports", 0],
      key: "containerPort",
      value: "8080",
    });
    expect(() => validateDocuments(copy)).toThrow(/Deployment portail-marin: .*containerPort must be integer/);
    const unknownStrategy = mutated(documents, {
      rule: "",
      what: "strategy type",
      path: [byKind("Deployment"), "spec", "strategy"],
      key: "type",
      value: "BlueGreen",
    });
    expect(() => validateDocuments(unknownStrategy)).toThrow(/Deployment portail-marin/);
  });
});

describe.skipIf(problem !== undefined)("schema validation of the kinds outside the Kubernetes API", () => {
  const documents = problem === undefined ? renderOverlay("openshift-qualification") : [];
  const route = [byKind("Route"), "spec"] as const;

  it("refuses a Route its CRD does not allow", () => {
    const change = (path: Mutation["path"], key: string, value?: unknown) => () =>
      validateDocuments(mutated(documents, { rule: "", what: key, path, key, value }));
    expect(change([...route, "tls"], "termination", "none")).toThrow(/^Route portail-marin: spec\.tls\.termination: /);
    expect(change([...route, "tls"], "insecureEdgeTerminationPolicy", "redirect")).toThrow(/^Route portail-marin: /);
    expect(change(route, "to")).toThrow(/^Route portail-marin: spec\.to: /);
    expect(change([...route, "to"], "kind", "Pod")).toThrow(/^Route portail-marin: spec\.to\.kind: /);
  });

  it("refuses a ServiceMonitor or a PrometheusRule their CRDs do not allow", () => {
    const metadata = { name: "m" };
    const monitor = { apiVersion: "monitoring.coreos.com/v1", kind: "ServiceMonitor", metadata };
    expect(() => validateDocuments([{ ...monitor, spec: { selector: {}, endpoints: [{ port: "metrics", interval: "30 s" }] } }])).toThrow(
      /^ServiceMonitor m: spec\.endpoints\.0\.interval: /,
    );
    expect(() => validateDocuments([{ ...monitor, spec: { endpoints: [] } }])).toThrow(/^ServiceMonitor m: spec\.selector: /);
    const rule = { apiVersion: "monitoring.coreos.com/v1", kind: "PrometheusRule", metadata };
    expect(() =>
      validateDocuments([{ ...rule, spec: { groups: [{ name: "g", rules: [{ alert: "A", record: "r", expr: "up" }] }] } }]),
    ).toThrow(/^PrometheusRule m: spec\.groups\.0\.rules\.0: a rule is an alert or a record/);
    expect(() => validateDocuments([{ ...rule, spec: { groups: [{ name: "g", rules: [{ alert: "A" }] }] } }])).toThrow(
      /^PrometheusRule m: spec\.groups\.0\.rules\.0\.expr: /,
    );
  });
});

describe.skipIf(problem !== undefined)("the OpenShift overlay", () => {
  const documents = problem === undefined ? renderOverlay("openshift-qualification") : [];

  it("wants no Ingress beside its Route: the router would make a second Route of it", () => {
    const labels = at(documents, [byKind("Route"), "metadata"]).labels;
    const ingress = {
      apiVersion: "networking.k8s.io/v1",
      kind: "Ingress",
      metadata: { name: "portail-marin", labels },
      spec: {
        ingressClassName: "openshift-default",
        rules: [{ host: "portail.qualification.example.gouv.fr", http: { paths: [] } }],
      },
    };
    expect(violations(validateDocuments([...documents, ingress]), "openshift")).toContainEqual(expect.stringMatching(/^route\.only:/));
  });
});

describe("the runtime variables' sources", () => {
  it("the ConfigMap's list covers README's table and env.template.js", () => {
    const keys = new Set(expectedConfigMapKeys());
    const { image } = entrypointVariables();
    expect([...readmeVariables()].filter((name) => !image.has(name) && !keys.has(name))).toEqual([]);
    expect([...envTemplateVariables()].filter((name) => !keys.has(name))).toEqual([]);
    expect(keys).toContain("BACKEND_URL");
    expect(keys).toContain("CSP_REPORT_URL");
    expect(keys).toContain("ASSET_PEERS_URL");
  });
});
