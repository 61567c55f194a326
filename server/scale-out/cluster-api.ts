// The product's API over a test cluster, as a browser or the SPA calls it: JSON to the app's host with its
// Origin, a bearer token for the session, and a caller address of its own in X-Forwarded-For (so one
// test's rate limits never reach another's). Through the balancer unless a process is named.
import { randomBytes } from "node:crypto";
import type { Site } from "@common/schemas/sites";
import type { Cluster, Target } from "../test/cluster";

export type ClusterUser = { id: string; email: string; password: string; token: string; cookie: string; ip: string };
export type Answer<T> = { status: number; body: T; servedBy: string | undefined };

let callers = 0;
/** An address no other caller of this run has used. */
export function nextCallerIp(): string {
  callers += 1;
  return `10.77.${(callers >> 8) & 255}.${callers & 255}`;
}

export function clusterApi(cluster: Cluster) {
  async function send<T>(
    method: string,
    path: string,
    options: { json?: unknown; bytes?: Uint8Array; token?: string; ip: string; target?: Target },
  ): Promise<Answer<T> & { headers: Record<string, string | string[] | undefined> }> {
    const headers: Record<string, string> = { origin: cluster.appOrigin, "x-forwarded-for": options.ip };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.bytes) {
      headers["content-type"] = "application/octet-stream";
      body = options.bytes;
    }
    const answer = await cluster.call(options.target ?? "balancer", path, { method, headers, body });
    const text = answer.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the text as it is
    }
    return { status: answer.status, body: parsed as T, servedBy: answer.servedBy, headers: answer.headers };
  }

  /** A POST to Better Auth's `endpoint` (e.g. "sign-in/email"). */
  function auth<T>(endpoint: string, json: unknown, ip: string, target: Target = "balancer") {
    return send<T>("POST", `/api/auth/${endpoint}`, { json, ip, target });
  }

  async function signUp(target: Target = "balancer"): Promise<ClusterUser> {
    const suffix = randomBytes(4).toString("hex");
    const account = {
      name: `Tester ${suffix}`,
      email: `cluster-${suffix}@example.com`,
      password: "correct horse battery",
    };
    const ip = nextCallerIp();
    const answer = await auth<{ user: { id: string } }>("sign-up/email", account, ip, target);
    if (answer.status !== 200) throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
    const token = answer.headers["set-auth-token"];
    const setCookie = answer.headers["set-cookie"] ?? [];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((line) => line.split(";")[0]).join("; ");
    if (typeof token !== "string") throw new Error("sign-up gave no bearer token");
    return { id: answer.body.user.id, email: account.email, password: account.password, token, cookie, ip };
  }

  /** The API as `user`. */
  function as(user: ClusterUser) {
    const call = <T>(method: string, path: string, json?: unknown, target?: Target) =>
      send<T>(method, path, { json, token: user.token, ip: user.ip, target });
    return {
      call,
      /** `bytes` as the request's whole body, as the media library uploads. */
      sendBytes: <T>(method: string, path: string, bytes: Uint8Array, target?: Target) =>
        send<T>(method, path, { bytes, token: user.token, ip: user.ip, target }),
      async createSite(name: string): Promise<Site> {
        const { status, body } = await call<Site>("POST", "/api/sites", { name });
        if (status !== 201) throw new Error(`create site: ${status} ${JSON.stringify(body)}`);
        return body;
      },
    };
  }

  /** A new account with an organization of its own, and the API as its owner. */
  async function owner() {
    const user = await signUp();
    const api = as(user);
    const organization = await api.call("POST", "/api/organizations", { name: `Org ${user.id.slice(0, 6)}` });
    if (organization.status !== 201) throw new Error(`create organization: ${organization.status}`);
    return { user, api };
  }

  return { send, auth, signUp, as, owner };
}

export type ClusterApi = ReturnType<typeof clusterApi>;
