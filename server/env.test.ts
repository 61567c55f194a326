import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const dataDir = () => mkdtempSync(join(tmpdir(), "webcraft-env-"));

describe("environment", () => {
  it("derives every origin from PORT by default and uses SQLite under DATA_DIR", () => {
    const dir = dataDir();
    const env = loadEnv({ PORT: "4000", DATA_DIR: dir });
    expect(env.appOrigin).toBe("http://localhost:4000");
    expect(env.previewOrigin).toBe("http://preview.localhost:4000");
    expect(env.siteDomain).toBe("localhost:4000");
    expect(env.databaseUrl).toBe(`sqlite:${join(dir, "webcraft.db")}`);
    expect(env.google).toBeUndefined();
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first.authSecret);
  });

  it("creates a missing DATA_DIR for its owner alone, and the secret readable by the owner only", () => {
    const dir = join(dataDir(), "new", "data");
    loadEnv({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("prefers values from the environment", () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://u@db:5432/webcraft",
      APP_ORIGIN: "https://app.webcraft.example/",
      PREVIEW_ORIGIN: "https://preview.webcraft.example",
      SITE_DOMAIN: "Webcraft.site",
      AUTH_SECRET: "x".repeat(40),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(env.databaseUrl).toBe("postgres://u@db:5432/webcraft");
    expect(env.appOrigin).toBe("https://app.webcraft.example");
    expect(env.siteDomain).toBe("webcraft.site");
    expect(env.google).toEqual({ clientId: "id", clientSecret: "secret" });
  });

  it("retries webhooks on the production schedule and keeps them off private addresses, except in tests", () => {
    const production = loadEnv({ DATA_DIR: dataDir() });
    expect(production.webhookRetrySeconds).toEqual([60, 300, 1800, 7200, 28800]);
    expect(production.webhookAllowPrivate).toBe(false);
    expect(loadEnv({ DATA_DIR: dataDir(), NODE_ENV: "test" }).webhookAllowPrivate).toBe(true);
    const custom = loadEnv({ DATA_DIR: dataDir(), WEBHOOK_RETRY_SECONDS: "0,5", WEBHOOK_ALLOW_PRIVATE: "on" });
    expect(custom.webhookRetrySeconds).toEqual([0, 5]);
    expect(custom.webhookAllowPrivate).toBe(true);
    expect(() => loadEnv({ DATA_DIR: dataDir(), WEBHOOK_RETRY_SECONDS: "1m,5m" })).toThrow(
      "WEBHOOK_RETRY_SECONDS: must be whole numbers of seconds, comma-separated, such as 60,300,1800",
    );
  });

  it("lists every bad value with a clear message", () => {
    const dir = dataDir();
    let message = "";
    try {
      loadEnv({
        DATA_DIR: dir,
        PORT: "eighty",
        APP_ORIGIN: "not a url",
        SMTP_URL: "http://mail",
        AUTH_SECRET: "short",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain("PORT");
    expect(message).toContain("APP_ORIGIN: must be a URL");
    expect(message).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(message).toContain("AUTH_SECRET: must be at least 32 characters");
    expect(existsSync(join(dir, "auth-secret"))).toBe(false);
  });

  it("refuses, in production, an app host that lies under SITE_DOMAIN or above it", () => {
    const production = { NODE_ENV: "production", DATA_DIR: dataDir(), AUTH_SECRET: "x".repeat(40) };
    for (const [app, sites] of [
      ["https://app.example.com", "example.com"],
      ["https://example.com", "example.com:443"],
      ["https://example.com", "sites.example.com"],
    ]) {
      expect(() => loadEnv({ ...production, APP_ORIGIN: app, SITE_DOMAIN: sites }), `${app} ${sites}`).toThrow(
        /SITE_DOMAIN: in production published sites need a registrable domain of their own/,
      );
    }
    const separate = loadEnv({
      ...production,
      APP_ORIGIN: "https://app.example.com",
      SITE_DOMAIN: "example-sites.com",
    });
    expect(separate.siteDomain).toBe("example-sites.com");
    // Local runs (http, one machine) keep their *.localhost sites.
    expect(loadEnv({ ...production, PORT: "3000" }).siteDomain).toBe("localhost:3000");
  });

  it("reads TRUST_PROXY_HOPS as a small whole number, 1 by default", () => {
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
    for (const hops of ["0", "1.5", "many"]) {
      expect(() => loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY_HOPS: hops }), hops).toThrow(/TRUST_PROXY_HOPS/);
    }
  });

  it("reads DNS_SERVERS as IP addresses with optional ports, the system's resolver when unset", () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).dnsServers).toBeUndefined();
    const servers = "1.1.1.1, 127.0.0.1:5353,::1,[2001:db8::53]:53";
    expect(loadEnv({ DATA_DIR: dataDir(), DNS_SERVERS: servers }).dnsServers).toEqual([
      "1.1.1.1",
      "127.0.0.1:5353",
      "::1",
      "[2001:db8::53]:53",
    ]);
    for (const bad of ["dns.example.com", "1.1.1.1:0", "1.1.1.1:70000", "[1.1.1.1]:53", "1.1.1.1,,8.8.8.8"]) {
      expect(() => loadEnv({ DATA_DIR: dataDir(), DNS_SERVERS: bad }), bad).toThrow(
        /DNS_SERVERS: must be IP addresses with an optional port/,
      );
    }
  });

  it("reads how sent mail leaves: the outbox by default, each recipient's MX with MAIL_DIRECT=on, on its retry schedule", () => {
    const plain = loadEnv({ DATA_DIR: dataDir() }).mail;
    expect(plain.direct).toBeNull();
    expect(plain.retrySeconds[0]).toBe(60);
    const direct = loadEnv({
      DATA_DIR: dataDir(),
      MAIL_DIRECT: "on",
      MAIL_DIRECT_PORT: "2626",
      MAIL_RETRY_SECONDS: "0,5",
    }).mail;
    expect(direct.direct).toEqual({ port: 2626 });
    expect(direct.retrySeconds).toEqual([0, 5]);
    expect(loadEnv({ DATA_DIR: dataDir(), MAIL_DIRECT: "on" }).mail.direct).toEqual({ port: 25 });
    expect(() => loadEnv({ DATA_DIR: dataDir(), MAIL_DIRECT: "yes" })).toThrow('MAIL_DIRECT: must be "on" or "off"');
    expect(() => loadEnv({ DATA_DIR: dataDir(), MAIL_DIRECT_PORT: "0" })).toThrow(
      "MAIL_DIRECT_PORT: must be a port number, such as 25",
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), MAIL_RETRY_SECONDS: "1m" })).toThrow(
      "MAIL_RETRY_SECONDS: must be whole numbers of seconds, comma-separated, such as 60,300,1800",
    );
  });

  it("needs both Google values or neither", () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: "only-id" })).toThrow(/set together/);
  });
});
