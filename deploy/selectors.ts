import type { IContainer } from "kubernetes-models/v1/Container";
import type { INetworkPolicyPeer } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer";

/** How the policy modules (policy.ts, metrics-policy.ts) tell which objects point at the portal's pods. */

export type Labels = Readonly<Record<string, string>>;

/** The release a pod runs: the peers Service lists the pods of the release being rolled out only. */
export const VERSION_LABEL = "app.kubernetes.io/version";
/** What a label's value may be: 63 characters at most, a letter or digit at both ends. */
export const LABEL_VALUE = /^[A-Za-z0-9]([A-Za-z0-9_.-]{0,61}[A-Za-z0-9])?$/;
type Selector = NonNullable<INetworkPolicyPeer["podSelector"]>;

/** A selector that picks these labels: matchLabels only, and not empty (which would pick every pod). */
export function selects(selector: Selector | undefined, labels: Labels): boolean {
  const wanted = Object.entries(selector?.matchLabels ?? {});
  return wanted.length > 0 && selector?.matchExpressions === undefined && wanted.every(([key, value]) => labels[key] === value);
}

/** A Service's selector (a plain map) that picks these labels. */
export function serviceSelects(selector: Labels | undefined, labels: Labels): boolean {
  return selects({ matchLabels: selector }, labels);
}

/** The container's port number a Service or probe names, by number or by name. */
export function containerPortNumber(container: IContainer, port: number | string | undefined): number | undefined {
  if (typeof port === "number") return port;
  return container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}
