import type { IContainer } from "kubernetes-models/v1/Container";
import { type Deployment, type PrometheusRule, Service, type ServiceMonitor, type PortalObject } from "./kubernetes-schemas.ts";
import { type Labels, containerPortNumber, selects, serviceSelects } from "./selectors.ts";

/**
 * The metrics component (components/metrics), when an overlay has it: nginx's stub_status
 * reachable from the pod only, the exporter beside it, a Service of its own that the way in
 * never uses, the scrape and the alerts. Nothing is asked of an overlay without the exporter.
 * Each violation starts with a stable rule name, then says why.
 */

export const EXPORTER = "exporter";
export const EXPORTER_PORT = 9113;
const ALERTS = ["PortailMarinNoReadyReplica", "PortailMarinNginxDown", "PortailMarinHigh5xxRate"];

/** Every port number a Service sends to on the pods, named ports resolved in every container. */
function targetPorts(service: Service, containers: readonly IContainer[]): number[] {
  return (service.spec?.ports ?? []).flatMap((port) =>
    containers.flatMap((container) => containerPortNumber(container, port.targetPort ?? port.port) ?? []),
  );
}

/** wayIn: the Service the Ingress or the Route sends to, on httpPort (nginx's PORT). */
export function metricsViolations(
  objects: readonly PortalObject[],
  deployment: Deployment,
  wayIn: Service | undefined,
  httpPort: number,
): string[] {
  const pod = deployment.spec?.template.spec;
  const exporter = pod?.containers.find((container) => container.name === EXPORTER);
  if (pod === undefined || exporter === undefined) return [];
  const found: string[] = [];
  const labels: Labels = deployment.spec?.template.metadata?.labels ?? {};
  const services = objects.filter(
    (object): object is Service => object instanceof Service && serviceSelects(object.spec?.selector, labels),
  );

  const stubStatus = Number(pod.containers.flatMap((container) => container.env ?? []).find((env) => env.name === "METRICS_PORT")?.value);
  const exposed = [
    ...pod.containers.flatMap((container) => (container.ports ?? []).map((port) => port.containerPort)),
    ...services.flatMap((service) => targetPorts(service, pod.containers)),
  ];
  if (
    !Number.isInteger(stubStatus) ||
    !(exporter.args ?? []).includes(`--nginx.scrape-uri=http://127.0.0.1:${stubStatus}/stub_status`) ||
    exposed.includes(stubStatus)
  ) {
    found.push(
      "metrics.stubStatus: the exporter reads http://127.0.0.1:$METRICS_PORT/stub_status, a port no container and no Service names",
    );
  }

  const metricsPort = exporter.ports?.find((port) => port.name === "metrics" && port.containerPort === EXPORTER_PORT);
  const readiness = exporter.readinessProbe?.httpGet;
  if (metricsPort === undefined || readiness?.path !== "/metrics" || containerPortNumber(exporter, readiness.port) !== EXPORTER_PORT) {
    found.push(`metrics.exporter: port ${EXPORTER_PORT} named metrics, and a readiness probe of /metrics on it`);
  }

  if (wayIn === undefined || targetPorts(wayIn, pod.containers).some((port) => port !== httpPort)) {
    found.push("metrics.notOnTheWayIn: the Service users reach (the Ingress's or the Route's) sends to the http port only");
  }
  const metricsService = services.find((service) => service !== wayIn && targetPorts(service, [exporter]).includes(EXPORTER_PORT));
  const monitors = objects.filter((object): object is ServiceMonitor => object.kind === "ServiceMonitor");
  const scraped = monitors.some(
    (monitor) =>
      selects(monitor.spec.selector, metricsService?.metadata?.labels ?? {}) &&
      monitor.spec.endpoints.some((endpoint) => metricsService?.spec?.ports?.some((port) => port.name === endpoint.port) === true),
  );
  if (metricsService === undefined || !scraped) {
    found.push(`metrics.serviceMonitor: a ServiceMonitor scraping a Service of its own on the exporter's ${EXPORTER_PORT}`);
  }

  const alerts = objects
    .filter((object): object is PrometheusRule => object.kind === "PrometheusRule")
    .flatMap((rule) => rule.spec.groups.flatMap((group) => group.rules.map((each) => each.alert)));
  const missing = ALERTS.filter((alert) => !alerts.includes(alert));
  if (missing.length > 0) found.push(`metrics.alerts: ${missing.join(", ")} missing (docs/observability.md, "Metrics and alerts")`);
  return found;
}
