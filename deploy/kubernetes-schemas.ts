import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Service } from "kubernetes-models/v1/Service";
import { type CustomResource, parseCustomResource } from "./custom-resources.ts";

export { ConfigMap, Deployment, HorizontalPodAutoscaler, Ingress, NetworkPolicy, PodDisruptionBudget, Service };
export type { PrometheusRule, Route, ServiceMonitor } from "./custom-resources.ts";

/** The core kinds the portal's manifests hold, each with the Kubernetes API's own schema. */
type CoreObject = ConfigMap | Deployment | HorizontalPodAutoscaler | Ingress | NetworkPolicy | PodDisruptionBudget | Service;
/** Every kind the manifests hold: the core ones, and OpenShift's and the Prometheus Operator's (custom-resources.ts). */
export type PortalObject = CoreObject | CustomResource;

function toModel(document: unknown): CoreObject {
  if (ConfigMap.is(document)) return new ConfigMap(document);
  if (Deployment.is(document)) return new Deployment(document);
  if (HorizontalPodAutoscaler.is(document)) return new HorizontalPodAutoscaler(document);
  if (Ingress.is(document)) return new Ingress(document);
  if (NetworkPolicy.is(document)) return new NetworkPolicy(document);
  if (PodDisruptionBudget.is(document)) return new PodDisruptionBudget(document);
  if (Service.is(document)) return new Service(document);
  // A kind outside this list has no schema here: a typo in apiVersion or kind must not pass unchecked.
  throw new Error(
    `no schema for ${describe(document)}: add its model to deploy/kubernetes-schemas.ts, or its schema to deploy/custom-resources.ts`,
  );
}

function describe(document: unknown): string {
  if (typeof document !== "object" || document === null) return "a document that is not an object";
  const field = (key: string) => (key in document ? String((document as Record<string, unknown>)[key]) : "?");
  return `apiVersion ${field("apiVersion")}, kind ${field("kind")}`;
}

/**
 * Every document validated against the schema of its kind (types, required fields, enums):
 * the check the API server would make, without a cluster. Throws, naming the object, at the
 * first document that fails.
 */
export function validateDocuments(documents: readonly unknown[]): PortalObject[] {
  return documents.map((document): PortalObject => {
    const custom = parseCustomResource(document);
    if (custom !== undefined) return custom;
    const model = toModel(document);
    try {
      model.validate();
    } catch (error) {
      throw new Error(`${model.kind} ${model.metadata?.name ?? "(no name)"}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return model;
  });
}
