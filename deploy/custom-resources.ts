import { z } from "zod";

/**
 * The kinds outside the Kubernetes API that the manifests hold: OpenShift's Route, and the
 * Prometheus Operator's ServiceMonitor and PrometheusRule. kubernetes-models has no schema for
 * them, so each is written here, limited to the fields the portal uses: their types, what is
 * required and the enums, taken from the kinds' own CRDs. Like the core schemas, they let
 * unknown fields through: a misspelt field is absent, and the policy names it.
 */

const name = z.string().regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, "a DNS subdomain name");
const stringMap = z.record(z.string(), z.string());
const metadata = z.looseObject({
  name,
  namespace: name.optional(),
  labels: stringMap.optional(),
  annotations: stringMap.optional(),
});
const labelSelector = z.looseObject({
  matchLabels: stringMap.optional(),
  matchExpressions: z
    .array(
      z.looseObject({
        key: z.string(),
        operator: z.enum(["In", "NotIn", "Exists", "DoesNotExist"]),
        values: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
// The Prometheus Operator's Duration pattern.
const duration = z.string().regex(/^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$/);
const intOrString = z.union([z.number().int(), z.string()]);

const routeSchema = z.looseObject({
  apiVersion: z.literal("route.openshift.io/v1"),
  kind: z.literal("Route"),
  metadata,
  spec: z.looseObject({
    host: z.string().optional(),
    path: z.string().optional(),
    to: z.looseObject({ kind: z.literal("Service"), name, weight: z.number().int().min(0).max(256).optional() }),
    port: z.looseObject({ targetPort: intOrString }).optional(),
    tls: z
      .looseObject({
        termination: z.enum(["edge", "passthrough", "reencrypt"]),
        insecureEdgeTerminationPolicy: z.enum(["Allow", "None", "Redirect"]).optional(),
      })
      .optional(),
    wildcardPolicy: z.enum(["None", "Subdomain"]).optional(),
  }),
});

const serviceMonitorSchema = z.looseObject({
  apiVersion: z.literal("monitoring.coreos.com/v1"),
  kind: z.literal("ServiceMonitor"),
  metadata,
  spec: z.looseObject({
    selector: labelSelector,
    namespaceSelector: z.looseObject({ any: z.boolean().optional(), matchNames: z.array(z.string()).optional() }).optional(),
    endpoints: z.array(
      z.looseObject({
        port: z.string().optional(),
        path: z.string().optional(),
        scheme: z.enum(["http", "https"]).optional(),
        interval: duration.optional(),
        scrapeTimeout: duration.optional(),
      }),
    ),
  }),
});

const ruleSchema = z
  .looseObject({
    alert: z.string().optional(),
    record: z.string().optional(),
    expr: intOrString,
    for: duration.optional(),
    labels: stringMap.optional(),
    annotations: stringMap.optional(),
  })
  .refine((rule) => (rule.alert === undefined) !== (rule.record === undefined), "a rule is an alert or a record, not both");

const prometheusRuleSchema = z.looseObject({
  apiVersion: z.literal("monitoring.coreos.com/v1"),
  kind: z.literal("PrometheusRule"),
  metadata,
  spec: z.looseObject({
    groups: z.array(z.looseObject({ name: z.string().min(1), interval: duration.optional(), rules: z.array(ruleSchema) })),
  }),
});

export type Route = z.infer<typeof routeSchema>;
export type ServiceMonitor = z.infer<typeof serviceMonitorSchema>;
export type PrometheusRule = z.infer<typeof prometheusRuleSchema>;
export type CustomResource = Route | ServiceMonitor | PrometheusRule;

const SCHEMAS: readonly (readonly [apiVersion: string, kind: string, schema: z.ZodType<CustomResource>])[] = [
  ["route.openshift.io/v1", "Route", routeSchema],
  ["monitoring.coreos.com/v1", "ServiceMonitor", serviceMonitorSchema],
  ["monitoring.coreos.com/v1", "PrometheusRule", prometheusRuleSchema],
];

/**
 * The document as one of these kinds, validated; undefined when it is none of them. Throws,
 * naming the object and each field at fault, when its schema refuses it.
 */
export function parseCustomResource(document: unknown): CustomResource | undefined {
  if (typeof document !== "object" || document === null || !("apiVersion" in document) || !("kind" in document)) return undefined;
  const entry = SCHEMAS.find(([apiVersion, kind]) => document.apiVersion === apiVersion && document.kind === kind);
  if (entry === undefined) return undefined;
  const result = entry[2].safeParse(document);
  if (result.success) return result.data;
  const named = "metadata" in document && typeof document.metadata === "object" && document.metadata !== null ? document.metadata : {};
  const objectName = "name" in named && typeof named.name === "string" ? named.name : "(no name)";
  const issues = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  throw new Error(`${entry[1]} ${objectName}: ${issues}`);
}
