// The deployment recipe, checked without a Docker daemon: the compose file as Compose reads it, the
// Caddyfile as Caddy reads it (Debian's caddy and docker-compose, which `npm test` installs), and the
// image's start command and health check, run outside Docker on the same Node against a new data folder.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { domainApi } from "@common/api/domains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle, type ServerBundle } from "../server/test/server-bundle";

const DOCKERFILE = readFileSync("Dockerfile", "utf8");
const CADDYFILE = "deploy/Caddyfile";
const COMPOSE = "deploy/compose.yaml";

/** `docker compose` when the client has the plugin, else Debian's `docker-compose`. */
function composeCommand(): string[] {
  if (spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status === 0) return ["docker", "compose"];
  if (spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0) return ["docker-compose"];
  throw new Error("neither docker compose nor docker-compose is installed: run  apt-get install -y docker-compose");
}

/** Runs a command to its end; what it printed, both streams. */
function run(command: string[], env: Record<string, string> = {}) {
  const [program = "", ...args] = command;
  const result = spawnSync(program, args, { encoding: "utf8", env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The last stage's JSON-form instruction `name` (CMD, HEALTHCHECK … CMD) of the Dockerfile, as argv. */
function jsonInstruction(pattern: RegExp): string[] {
  const joined = DOCKERFILE.replaceAll(/\\\n\s*/g, " ");
  const matches = [...joined.matchAll(pattern)];
  const last = matches.at(-1)?.[1];
  if (last === undefined) throw new Error(`the Dockerfile has no ${pattern}`);
  return JSON.parse(last) as string[];
}

/** The runtime stage's ENV variables. */
function imageEnv(): Record<string, string> {
  const stages = DOCKERFILE.replaceAll(/\\\n\s*/g, " ").split(/^FROM /m);
  const env: Record<string, string> = {};
  for (const line of (stages.at(-1) ?? "").split("\n")) {
    if (!line.startsWith("ENV ")) continue;
    for (const [, name = "", value = ""] of line.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  }
  return env;
}

describe("the compose file", () => {
  const scratch = mkdtempSync(join(tmpdir(), "webcraft-compose-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** deploy/env.example with its secrets filled in, as an operator's .env beside compose.yaml. */
  function envFile(overrides: Record<string, string> = {}) {
    const filled: Record<string, string> = {
      POSTGRES_PASSWORD: "pg-secret",
      MINIO_PASSWORD: "minio-secret",
      AUTH_SECRET: "0123456789abcdef0123456789abcdef",
      APP_REPLICAS: "4",
      ...overrides,
    };
    const lines = readFileSync("deploy/env.example", "utf8")
      .split("\n")
      .map((line) => {
        const name = /^(\w+)=/.exec(line)?.[1];
        return name !== undefined && name in filled ? `${name}=${filled[name]}` : line;
      });
    const path = join(scratch, `env-${Object.keys(overrides).join("-") || "full"}`);
    writeFileSync(path, lines.join("\n"));
    return path;
  }

  it("is valid, with N app replicas behind Caddy, on PostgreSQL and the bucket", () => {
    const { status, output } = run([...composeCommand(), "--env-file", envFile(), "-f", COMPOSE, "config"]);
    expect(status, output).toBe(0);
    for (const service of ["postgres:", "minio:", "minio-setup:", "app:", "caddy:"]) expect(output).toContain(service);
    expect(output).toMatch(/replicas: 4/);
    expect(output).toContain("DATABASE_URL: postgres://webcraft:pg-secret@postgres:5432/webcraft");
    expect(output).toContain("S3_URL: http://webcraft:minio-secret@minio:9000/webcraft");
    expect(output).toContain("condition: service_healthy");
    expect(output).toContain("mc version enable local/webcraft");
  });

  it("refuses to start without the secrets every replica must share", () => {
    const { status, output } = run([
      ...composeCommand(),
      "--env-file",
      envFile({ AUTH_SECRET: "" }),
      "-f",
      COMPOSE,
      "config",
    ]);
    expect(status).not.toBe(0);
    expect(output).toContain("set AUTH_SECRET");
  });
});

describe("the Caddyfile", () => {
  it("is valid, and asks the app's domain check before an on-demand certificate", () => {
    const home = mkdtempSync(join(tmpdir(), "webcraft-caddy-"));
    try {
      const caddy = existsSync("/usr/bin/caddy") ? "/usr/bin/caddy" : "caddy";
      const { status, output } = run([caddy, "validate", "--config", CADDYFILE, "--adapter", "caddyfile"], {
        HOME: home,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
      });
      expect(status, output).toBe(0);
      expect(output).toContain("Valid configuration");
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
    const text = readFileSync(CADDYFILE, "utf8");
    expect(text).toContain(`ask http://127.0.0.1:5555${domainApi.allowed.path}`);
    // The loopback site Caddy asks passes the question on under the name the app answers it on.
    const loopbackSite = text.slice(text.indexOf("http://127.0.0.1:5555 {"));
    expect(loopbackSite.slice(0, loopbackSite.indexOf("\n}\n"))).toContain("header_up Host localhost");
  });
});

describe("the image's start command, outside Docker", () => {
  let bundle: ServerBundle;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let output = "";
  beforeAll(async () => {
    bundle = await buildServerBundle("recipe-test");
    // The SPA, where the image has it beside the server, when this checkout has built it.
    if (existsSync("dist/web")) symlinkSync(resolve("dist/web"), join(bundle.root, "dist", "web"));
    dataDir = mkdtempSync(join(tmpdir(), "webcraft-recipe-data-"));
  }, 60_000);
  afterAll(() => {
    if (server?.exitCode === null) server.kill("SIGKILL");
    bundle?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves on the image's settings with a new data folder: ready, healthy, and stops cleanly", async () => {
    const [program, ...args] = jsonInstruction(/^CMD (\[.*\])$/gm);
    expect(program).toBe("node");
    expect(args.at(-1)).toBe("dist/server/main.js");
    const port = String(4900 + Math.floor(Math.random() * 90));
    const env = {
      PATH: process.env.PATH ?? "",
      ...imageEnv(),
      // What differs outside the container: a free port, a scratch /data, the SPA where it was built.
      PORT: port,
      DATA_DIR: dataDir,
      WEB_DIST: join(bundle.root, "dist", "web"),
      MAIL_SMTP_PORT: "0",
    };
    expect(imageEnv()).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/data" });
    // The image's node is the Node .node-version pins, as this one is.
    server = spawn(process.execPath, args, { cwd: bundle.root, env });
    for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((done) => server?.on("exit", (code) => done(code)));
    let ready: Response | undefined;
    for (let i = 0; i < 600 && ready?.status !== 200; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
      ready = await fetch(`http://localhost:${port}/api/ready`).catch(() => undefined);
      if (ready?.status !== 200) await new Promise((done) => setTimeout(done, 100));
    }
    expect(ready?.status, output).toBe(200);
    expect(await ready?.json()).toMatchObject({ ok: true });
    expect(output).toContain("applied migrations: 0001-auth");

    // The image's HEALTHCHECK, run as Docker would run it inside the container.
    const [checkProgram, ...checkArgs] = jsonInstruction(/HEALTHCHECK [^[]*CMD (\[.*\])$/gm);
    expect(checkProgram).toBe("node");
    const check = spawnSync(process.execPath, checkArgs, { env, encoding: "utf8", timeout: 10_000 });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);

    server.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
});
