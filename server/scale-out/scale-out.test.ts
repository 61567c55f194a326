// Many processes, one product: three servers on one PostgreSQL database and one S3-protocol store, with
// HAProxy round-robin in front, and the product's journeys run through it. The cluster is started once
// for the file. Without PostgreSQL (TEST_DATABASE_URL unset) only the balancer's configuration is checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../test/cluster";
import { testDialects } from "../test/databases";
import { haproxyConfig } from "../test/haproxy";
import { crashTests } from "./crash";
import { editorTests } from "./editor";
import { featureTests } from "./features";
import { measuredLags, publishingTests } from "./publishing";
import { sessionTests } from "./sessions";

describe("the balancer's configuration", () => {
  it("balances round-robin over every process, checks health on the app's host and names who answered", () => {
    const config = haproxyConfig({
      port: 4101,
      servers: [
        { name: "app1", port: 4102 },
        { name: "app2", port: 4103 },
      ],
      appHost: "localhost:4101",
    });
    const lines = config.split("\n").map((line) => line.trim());
    expect(lines).toContain("bind 127.0.0.1:4101");
    expect(lines).toContain("balance roundrobin");
    expect(lines).toContain("option forwardfor");
    expect(lines).toContain("server app1 127.0.0.1:4102");
    expect(lines).toContain("server app2 127.0.0.1:4103");
    expect(lines).toContain("http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost:4101");
    expect(lines).toContain("http-response set-header X-Served-By %s");
    for (const timeout of ["connect", "client", "server"]) {
      expect(lines.some((line) => line.startsWith(`timeout ${timeout} `))).toBe(true);
    }
  });
});

if (testDialects().includes("postgres")) {
  describe("three processes on one PostgreSQL database behind HAProxy", () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      const started = Date.now();
      cluster = await startCluster({ size: 3 });
      console.info(`[scale-out] 3 processes, HAProxy, PostgreSQL and s3rver up in ${Date.now() - started} ms`);
    }, 120_000);
    afterAll(async () => {
      const worst = (key: "stale" | "fresh") => Math.max(0, ...measuredLags.map((lag) => lag[key]));
      if (measuredLags.length > 0) {
        console.info(
          `[scale-out] across ${measuredLags.length} changes, the worst process served the old site ` +
            `${worst("stale")} ms after the answer and answered anew ${worst("fresh")} ms after it`,
        );
      }
      await cluster?.close();
    }, 60_000);
    const use = () => {
      if (!cluster) throw new Error("the cluster did not start");
      return cluster;
    };

    sessionTests(use);
    editorTests(use);
    publishingTests(use);
    featureTests(use);
    crashTests(use);
  });
}
