// Sign-up, sign-in and their limits across processes: a session is a row of the database, not a process's
// memory, and the sign-in limit is counted in the database too, so every process gives the same answer.
import { expect, it } from "vitest";
import type { Cluster } from "../test/cluster";
import { clusterApi, nextCallerIp } from "./cluster-api";

type Session = { user: { id: string } } | null;

export function sessionTests(use: () => Cluster) {
  it("balances consecutive requests over every process in turn", async () => {
    const cluster = use();
    const servedBy: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await cluster.call("balancer", "/api/health");
      expect(answer.status).toBe(200);
      servedBy.push(answer.servedBy);
    }
    expect(new Set(servedBy)).toEqual(new Set(cluster.processes.map((server) => server.name)));
    for (let i = 1; i < servedBy.length; i++) expect(servedBy[i]).not.toBe(servedBy[i - 1]);
  });

  it("keeps a session made on one process valid on the others, by cookie and by token, until signed out", async () => {
    const cluster = use();
    const api = clusterApi(cluster);
    const user = await api.signUp(0);
    const sessionOn = async (target: number, headers: Record<string, string>) => {
      const answer = await cluster.call(target, "/api/auth/get-session", { headers });
      expect(answer.status).toBe(200);
      return answer.json<Session>();
    };
    for (const target of [0, 1, 2]) {
      expect((await sessionOn(target, { cookie: user.cookie }))?.user.id).toBe(user.id);
      expect((await sessionOn(target, { authorization: `Bearer ${user.token}` }))?.user.id).toBe(user.id);
    }

    // Signed in again on the second process; that session works on the third, and signing out on the
    // first ends it everywhere.
    const signIn = await api.auth("sign-in/email", { email: user.email, password: user.password }, user.ip, 1);
    expect(signIn.status).toBe(200);
    const token = signIn.headers["set-auth-token"] as string;
    expect((await sessionOn(2, { authorization: `Bearer ${token}` }))?.user.id).toBe(user.id);
    const signOut = await api.send("POST", "/api/auth/sign-out", { token, ip: user.ip, target: 0, json: {} });
    expect(signOut.status).toBe(200);
    for (const target of [1, 2]) expect(await sessionOn(target, { authorization: `Bearer ${token}` })).toBeNull();
    expect((await sessionOn(2, { cookie: user.cookie }))?.user.id).toBe(user.id);
  });

  it("answers the 4th wrong password within 10 s with 429, whichever process answers it", async () => {
    const cluster = use();
    const api = clusterApi(cluster);
    const user = await api.signUp();
    const ip = nextCallerIp();
    const wrong = { email: user.email, password: "not the password" };
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await api.auth("sign-in/email", wrong, ip));
    expect(first.map((answer) => answer.status)).toEqual([401, 401, 401]);
    // The three tries went to three different processes, each counting in the same place.
    expect(new Set(first.map((answer) => answer.servedBy)).size).toBe(3);
    for (const target of [0, 1, 2]) {
      const fourth = await api.auth("sign-in/email", wrong, ip, target);
      expect(fourth.status, `process ${target}`).toBe(429);
    }
    // Another caller is not held back by this one's tries.
    const other = await api.auth("sign-in/email", { email: user.email, password: user.password }, nextCallerIp());
    expect(other.status).toBe(200);
  });
}
