// The deployment files agree with the image (Dockerfile), the server (server.ts), the environment
// schema and the README. There is no Docker engine or cluster here: this test is their check.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { EnvSchema } from "~/platform/env.server";

type Doc = Record<string, any>;

const ROOT = path.join(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const dockerfile = read("Dockerfile");
const readme = read("README.md");
const compose: Doc = parse(read("deploy/compose.yaml"));
// Comments dropped, so a commented-out directive does not count.
const nginx = read("deploy/nginx.conf").replace(/#.*$/gm, "");

const K8S_FILES = fs.readdirSync(path.join(ROOT, "deploy/k8s")).filter((file) => file.endsWith(".yaml"));
const manifests = K8S_FILES.flatMap((file) =>
  parseAllDocuments(read(`deploy/k8s/${file}`)).map((document) => ({ file, errors: document.errors, doc: document.toJS() as Doc })),
);
function manifest(kind: string, name?: string): Doc {
  const found = manifests.filter(({ doc }) => doc.kind === kind && (name === undefined || doc.metadata?.name === name));
  expect(found, `one ${kind} ${name ?? ""}`).toHaveLength(1);
  return found[0]!.doc;
}

const deployment = manifest("Deployment", "storefront");
const pod = deployment.spec.template.spec;
const container = pod.containers.find((candidate: Doc) => candidate.name === "storefront");
const configMap = manifest("ConfigMap", "storefront-config");
const secret = manifest("Secret");

/** The README's Docker section: `docker build -t NAME .` */
function readmeImage(): string {
  const section = readme.split("\n## ").find((part) => part.startsWith("Docker\n"));
  const name = /docker build -t (\S+) \./.exec(section ?? "")?.[1];
  expect(name, "docker build -t in the README's Docker section").toBeDefined();
  return name!;
}

/** `ENV A=1 B=2` lines of the Dockerfile's runtime stage. */
function dockerfileEnv(): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
  const pairs = [...runtime.matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1]!.trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => pair.split("=") as [string, string]));
}

const upstream = /upstream\s+(\S+)\s*\{([^}]*)\}/.exec(nginx);
const upstreamServers = [...(upstream?.[2] ?? "").matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((match) => ({ host: match[1]!, port: match[2]! }));
const replicaNames = upstreamServers.map((server) => server.host);
const replicas = replicaNames.map((name) => compose.services[name] as Doc);

/** The variables the demo ERP reads (demo-erp/main.ts). */
function demoErpVariables(): string[] {
  const source = read("demo-erp/main.ts");
  return [...source.matchAll(/process\.env\.([A-Z0-9_]+)|integerEnv\("([A-Z0-9_]+)"/g)].map((match) => (match[1] ?? match[2])!);
}

/** Names in the first column of the README's environment table. */
function readmeVariables(): string[] {
  const section = readme.split("\n## ").find((part) => part.startsWith("Environment\n")) ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

const SHUTDOWN_GRACE_MS = Number(/const SHUTDOWN_GRACE_MS = ([\d_]+);/.exec(read("server.ts"))?.[1]?.replaceAll("_", ""));
const PLACEHOLDER = "CHANGE-ME";
const SECRET_NAMES = ["SESSION_SECRET", "ERP_APP_TOKEN"];

describe("deployment files", () => {
  it("parse, and the Kubernetes manifests are namespace-agnostic", () => {
    expect(K8S_FILES.length).toBeGreaterThan(0);
    for (const { file, errors, doc } of manifests) {
      expect(errors, file).toEqual([]);
      expect(doc.apiVersion, file).toBeTruthy();
      expect(doc.kind, file).toBeTruthy();
      if (doc.kind !== "Kustomization") expect(doc.metadata?.name, file).toBeTruthy();
      expect(doc.metadata?.namespace, file).toBeUndefined();
    }
    expect(compose.services).toBeDefined();
  });

  it("apply together with kustomize, all but the Secret template", () => {
    const kustomization = manifest("Kustomization");
    const expected = K8S_FILES.filter(
      (file) => file !== "kustomization.yaml" && !manifests.some((entry) => entry.file === file && entry.doc.kind === "Secret"),
    );
    expect([...kustomization.resources].sort()).toEqual(expected.sort());
  });

  it("use the image the README builds, everywhere", () => {
    const image = readmeImage();
    const users = Object.entries(compose.services as Record<string, Doc>).filter(([name]) => name !== "nginx" && name !== "redis");
    expect(users.map(([name]) => name).sort()).toEqual([...replicaNames, "demo-erp"].sort());
    for (const [name, service] of users) {
      expect(service.image, name).toBe(image);
      expect(service.build, name).toEqual({ context: "..", dockerfile: "Dockerfile" });
    }
    expect(container.image).toBe(image);
    expect(compose.services["demo-erp"].command).toEqual(["node", "build/demo-erp.js"]);
  });

  it("use the ports the image exposes, with probes on the health port", () => {
    const env = dockerfileEnv();
    const exposed = /^EXPOSE (.+)$/m.exec(dockerfile)![1]!.split(/\s+/);
    expect(exposed.sort()).toEqual([env.PORT, env.HEALTH_PORT].sort());

    for (const replica of replicas) {
      expect(replica.environment.PORT).toBe(env.PORT);
      expect(replica.environment.HEALTH_PORT).toBe(env.HEALTH_PORT);
      expect(replica.healthcheck.test.join(" ")).toContain(`127.0.0.1:${env.HEALTH_PORT}/healthz`);
    }
    for (const server of upstreamServers) expect(server.port).toBe(env.PORT);

    const ports = Object.fromEntries(container.ports.map((port: Doc) => [port.name, String(port.containerPort)]));
    expect(ports.http).toBe(env.PORT);
    expect(ports.health).toBe(env.HEALTH_PORT);
    expect(configMap.data.PORT).toBe(env.PORT);
    expect(configMap.data.HEALTH_PORT).toBe(env.HEALTH_PORT);
    expect(container.readinessProbe.httpGet).toEqual({ path: "/readyz", port: "health" });
    expect(container.livenessProbe.httpGet).toEqual({ path: "/healthz", port: "health" });
    expect(manifest("Service", "storefront").spec.ports[0].targetPort).toBe("http");
  });

  it("open the metrics port to Prometheus", () => {
    const ports = Object.fromEntries(container.ports.map((port: Doc) => [port.name, String(port.containerPort)]));
    expect(configMap.data.METRICS_PORT).toBe(ports.metrics);
    expect(configMap.data.METRICS_HOST).toBe("0.0.0.0");
    expect(deployment.spec.template.metadata.annotations).toMatchObject({ "prometheus.io/scrape": "true", "prometheus.io/port": ports.metrics });
    for (const replica of replicas) expect(replica.environment).toMatchObject({ METRICS_PORT: ports.metrics, METRICS_HOST: "0.0.0.0" });
  });

  it("name only variables the storefront or the demo ERP reads, each in the README's table", () => {
    const known = new Set([...Object.keys(EnvSchema.shape), ...demoErpVariables()]);
    const listed = new Set(readmeVariables());
    const envFileNames = [...read("deploy/secrets.env.example").matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    const used = new Set([
      ...Object.values(compose.services as Record<string, Doc>).flatMap((service) => Object.keys(service.environment ?? {})),
      ...envFileNames,
      ...Object.keys(configMap.data),
      ...container.env.map((variable: Doc) => variable.name as string),
    ]);
    // Redis's and nginx's services take no environment: what is named here is the shop's.
    for (const name of used) {
      expect(known, name).toContain(name);
      expect(listed, `${name} in the README's environment table`).toContain(name);
    }
    expect(envFileNames.sort()).toEqual([...SECRET_NAMES].sort());
  });

  it("point the replicas at Redis and the demo ERP, behind one trusted proxy", () => {
    const demo = compose.services["demo-erp"];
    const erp = `http://demo-erp:${demo.environment.DEMO_ERP_PORT}`;
    expect(demo.environment.DEMO_ERP_HOST).toBe("0.0.0.0");
    expect(demo.volumes.some((volume: string) => volume.endsWith(`:${path.posix.dirname(demo.environment.DEMO_ERP_DB)}`))).toBe(true);
    expect(demo.healthcheck.test.join(" ")).toContain(`127.0.0.1:${demo.environment.DEMO_ERP_PORT}/api/method/ping`);
    for (const replica of replicas) {
      expect(replica.environment).toMatchObject({
        REDIS_URL: "redis://redis:6379",
        TRUST_PROXY_HOPS: "1",
        ERP_API_URL: erp,
        ERP_HUB_URL: `${erp}/hub`,
        CMS_URL: `${erp}/cms`,
        TRACKING_URL: `${erp}/tracking`,
      });
      expect(replica.depends_on).toMatchObject({ redis: { condition: "service_healthy" }, "demo-erp": { condition: "service_healthy" } });
    }
    expect(configMap.data.REDIS_URL).toBe(`redis://${manifest("Service", "redis").metadata.name}:6379`);
    expect(configMap.data.TRUST_PROXY_HOPS).toBe("1");
    // The schema accepts every value the ConfigMap sets.
    expect(EnvSchema.safeParse({ ...configMap.data, ERP_APP_TOKEN: "a-token-of-the-erp" }).success).toBe(true);
  });

  it("reference the secrets and never hold a real-looking value", () => {
    for (const [name, service] of Object.entries(compose.services as Record<string, Doc>)) {
      for (const secretName of SECRET_NAMES) expect(service.environment?.[secretName], `${name} ${secretName}`).toBeUndefined();
    }
    for (const service of [...replicas, compose.services["demo-erp"]]) expect(service.env_file).toBe("secrets.env");
    expect(read(".gitignore").split("\n")).toContain("deploy/secrets.env");
    for (const [, value] of read("deploy/secrets.env.example").matchAll(/^[A-Z0-9_]+=(.*)$/gm)) expect(value).toBe(PLACEHOLDER);

    expect(Object.keys(configMap.data)).not.toEqual(expect.arrayContaining([expect.stringMatching(/SECRET|TOKEN|PASSWORD/)]));
    for (const secretName of SECRET_NAMES) {
      expect(container.env).toContainEqual({ name: secretName, valueFrom: { secretKeyRef: { name: secret.metadata.name, key: secretName } } });
    }
    expect(secret.data).toBeUndefined();
    expect(secret.stringData).toEqual(Object.fromEntries(SECRET_NAMES.map((name) => [name, PLACEHOLDER])));
    // A forgotten placeholder stops the storefront at boot.
    expect(EnvSchema.shape.SESSION_SECRET.safeParse(PLACEHOLDER).success).toBe(false);
  });

  it("give a stopping replica time to drain before it is killed", () => {
    expect(SHUTDOWN_GRACE_MS).toBeGreaterThan(0);
    const [sleep, seconds] = container.lifecycle.preStop.exec.command;
    expect(sleep).toBe("sleep");
    expect(Number(seconds) + SHUTDOWN_GRACE_MS / 1_000).toBeLessThan(pod.terminationGracePeriodSeconds);
    for (const replica of replicas) expect(Number.parseInt(replica.stop_grace_period, 10)).toBeGreaterThan(SHUTDOWN_GRACE_MS / 1_000);
  });

  it("run the storefront as the image's unprivileged user, on a read-only file system, with resources", () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    // 1000 is the node user's id in the official node images.
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    expect(container.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources.limits).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it("select the Deployment's pods from the Service, the PodDisruptionBudget and the autoscaler", () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(labels).toMatchObject(manifest("Service", "storefront").spec.selector);
    expect(labels).toMatchObject(manifest("PodDisruptionBudget").spec.selector.matchLabels);
    const autoscaler = manifest("HorizontalPodAutoscaler");
    expect(autoscaler.apiVersion).toBe("autoscaling/v2");
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: deployment.metadata.name });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(3);
    expect(autoscaler.spec.metrics).toContainEqual(expect.objectContaining({ type: "Resource", resource: expect.objectContaining({ name: "cpu" }) }));
  });

  it("balance over three replicas in nginx, retrying only requests that can be repeated", () => {
    expect(upstreamServers).toHaveLength(3);
    expect(nginx).toMatch(new RegExp(`proxy_pass http://${upstream![1]};`));
    expect(upstream![2]).toMatch(/^\s*keepalive \d+;/m);
    const retry = /^\s*proxy_next_upstream (.+);/m.exec(nginx)?.[1]?.split(/\s+/);
    expect(retry).toEqual(expect.arrayContaining(["error", "timeout", "http_502", "http_503", "http_504"]));
    // nginx never passes a POST to a second replica unless told `non_idempotent`.
    expect(retry).not.toContain("non_idempotent");
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$(\w+);/);
    expect(nginx).toMatch(/map \$http_x_request_id \$\w+ \{[^}]*"" \$request_id;/);
  });
});
