import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { bootApp } from "../boot";
import type { Clock } from "../clock";
import type { Dialect } from "../db/create-db";
import { loadEnv } from "../env";
import { MAIL_QUEUE } from "../mail/mail-queue";
import { freshDatabase, type TestDatabase, testDialects } from "./databases";

export type TestUser = { id: string; email: string; name: string; password: string; token: string; ip: string };

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

type Account = Pick<TestUser, "email" | "name" | "password">;

/** A new account's sign-up fields, unique to this call unless given. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const suffix = randomBytes(4).toString("hex");
  return {
    name: overrides.name ?? `Tester ${suffix}`,
    email: overrides.email ?? `tester-${suffix}@example.com`,
    password: overrides.password ?? "correct horse battery",
  };
}

let ipCounter = 0;
/** A distinct caller address per user, so rate limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function startTestApp(
  database: TestDatabase,
  extraEnv: Record<string, string> = {},
  options: { clock?: Clock } = {},
) {
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    WEB_DIST: "dist/web",
    ...extraEnv,
  });
  const lines: string[] = [];
  const booted = await bootApp(env, { log: (line) => lines.push(line), clock: options.clock });

  async function request(path: string, init: RequestInit & { json?: unknown; token?: string; ip?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-webcraft-client-ip", init.ip ?? "127.0.0.1");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (!headers.has("origin")) headers.set("origin", env.appOrigin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return booted.app.request(new URL(path, env.appOrigin).toString(), { ...init, headers, body });
  }

  /** A POST of `json` to Better Auth's `endpoint` (e.g. "sign-in/email"), from a caller address of its own. */
  function authRequest(endpoint: string, json: unknown, init: RequestInit & { token?: string; ip?: string } = {}) {
    return request(`/api/auth/${endpoint}`, { method: "POST", json, ip: nextIp(), ...init });
  }

  /** Waits until the mails sent so far have gone out (mail is a job: docs/decisions/015). */
  function mailOut(): Promise<void> {
    return booted.deps.jobs.drain({ queues: [MAIL_QUEUE] });
  }

  /** The link in the last mail the outbox logged, once the mails sent so far have gone out. */
  /** The link of the last mail (to `to`, when given: mails go out two at a time, in either order). */
  async function lastMailLink(to?: string): Promise<string> {
    await mailOut();
    const marker = "[mail] link: ";
    const line = lines.findLast((l) => l.includes(marker) && (to === undefined || l.includes(`" to ${to} written`)));
    if (!line) throw new Error("no mail link was logged");
    return line.slice(line.indexOf(marker) + marker.length).trim();
  }

  /** Asks for a password-reset mail to `email`, as the forgot-password page does. */
  function requestPasswordReset(email: string) {
    return authRequest("request-password-reset", { email, redirectTo: "/update-password" });
  }

  async function signUp(overrides: Partial<Account> = {}): Promise<TestUser> {
    const user = newAccount(overrides);
    const ip = nextIp();
    const response = await authRequest("sign-up/email", user, { ip });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const token = response.headers.get("set-auth-token");
    const body = (await response.json()) as { user: { id: string } };
    if (!token) throw new Error("sign-up gave no bearer token");
    return { ...user, id: body.user.id, token, ip };
  }

  async function createOrganization(user: TestUser, name = `Org ${randomBytes(3).toString("hex")}`) {
    const response = await request("/api/organizations", { method: "POST", json: { name }, token: user.token });
    if (response.status !== 201)
      throw new Error(`create organization failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; name: string; slug: string };
  }

  return {
    ...booted,
    env,
    request,
    authRequest,
    requestPasswordReset,
    lastMailLink,
    mailOut,
    signUp,
    createOrganization,
    mailLog: lines,
  };
}

/** Variables for the app's env, or a function giving them when the app starts (after the file's own `beforeAll`s). */
export type ExtraEnv = Record<string, string> | (() => Record<string, string>);

/**
 * Runs the suite once per dialect, each against a new database and a new app.
 * `use()` returns that dialect's app inside tests.
 */
export function describeEachDb(title: string, suite: (use: () => TestApp) => void, extraEnv?: ExtraEnv) {
  for (const dialect of testDialects()) describeOnDb(dialect, title, suite, extraEnv);
}

/** A new database of `dialect`, already migrated: a copy of the run's migrated one (global-setup.ts). */
export function migratedDatabase(dialect: "sqlite" | "postgres"): Promise<TestDatabase> {
  return freshDatabase(dialect, inject("migratedTemplates"));
}

/** Runs the suite against a new database of `dialect` and a new app. */
export function describeOnDb(
  dialect: Dialect,
  title: string,
  suite: (use: () => TestApp) => void,
  extraEnv?: ExtraEnv,
) {
  describe(`${title} [${dialect}]`, () => {
    let database: TestDatabase;
    let testApp: TestApp | undefined;
    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      testApp = await startTestApp(database, typeof extraEnv === "function" ? extraEnv() : extraEnv);
    });
    afterAll(async () => {
      await testApp?.close();
      await database?.drop();
    });
    suite(() => {
      if (!testApp) throw new Error("test app not started");
      return testApp;
    });
  });
}
