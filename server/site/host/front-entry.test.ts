import { type ChildProcess, fork } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { childEntry } from "../../child-entry";
import type { FrontConfig, FrontMessage, FrontQuestion, ServerMessage } from "./front-protocol";
import { exchange, type RawResponse } from "./served";
import type { HostingTimeouts } from "./timeouts";

const SHOP = "shop.localhost:3000";
const GET_SHOP = `GET / HTTP/1.1\r\nHost: ${SHOP}\r\n\r\n`;

function statuses(exchanged: { responses: RawResponse[] }): number[] {
  return exchanged.responses.map((response) => response.status);
}

/**
 * The real site front process, with this test in the server's seat: the test sees the questions the
 * front asks over IPC and answers them, late, or never.
 */
async function startFront(timeouts: Partial<HostingTimeouts>, started: ChildProcess[]) {
  const entry = childEntry(import.meta.url, "../../front-main.ts", "./site-front.js");
  const config: FrontConfig = {
    port: 0,
    host: "127.0.0.1",
    appOrigin: "http://localhost:3000",
    previewOrigin: "http://preview.localhost:3000",
    siteDomain: "localhost:3000",
    timeouts,
  };
  const child = fork(entry.path, [JSON.stringify(config)], {
    execArgv: entry.execArgv,
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  started.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const questions: FrontQuestion[] = [];
  let answer: ((question: FrontQuestion) => ServerMessage | null) | null = null;
  const port = await new Promise<number>((resolve) => {
    child.on("message", (message: FrontMessage) => {
      if (message.type === "listening") resolve(message.port);
      if (message.type !== "deployment" && message.type !== "live-version" && message.type !== "domain") return;
      questions.push(message);
      const reply = answer?.(message);
      if (reply) child.send(reply);
    });
  });
  return {
    child,
    port,
    questions,
    stderr: () => stderr,
    /** From now on, questions get this answer (null: none). */
    answerWith(next: typeof answer) {
      answer = next;
    },
  };
}

describe("the site front process and a server that does not answer", () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) child.kill("SIGKILL");
  });

  it("gives up on a question after its time, answers 503, and asks again for the next request", async () => {
    const front = await startFront({ askMs: 200, loadMs: 60_000, sweepMs: 50 }, started);
    const first = await exchange(front.port, GET_SHOP, [false], 10_000);
    expect(statuses(first)).toEqual([503]);
    expect(first.closed).toBe(true);
    expect(front.stderr()).toContain("the server did not answer within 200 ms");
    expect(front.questions.map((question) => question.type)).toEqual(["deployment"]);

    // A late answer to the abandoned question is ignored; the next request asks again and is answered.
    const late = front.questions[0] as { id: number };
    front.child.send({ type: "deployment", id: late.id, rows: null } satisfies ServerMessage);
    front.answerWith((question) => ({ type: "deployment", id: question.id, rows: null }));
    const second = await exchange(front.port, GET_SHOP, [false]);
    expect(statuses(second)).toEqual([404]);
    expect(second.responses[0]?.body.toString()).toContain("Site not found");
    expect(front.questions).toHaveLength(2);
  });

  it("still answers a last request (Connection: close) whose site loads slowly, within its time", async () => {
    const front = await startFront({ askMs: 5_000, loadMs: 5_000, sweepMs: 20 }, started);
    front.answerWith((question) => {
      // The answer comes many sweeps later.
      setTimeout(() => front.child.send({ type: "deployment", id: question.id, rows: null }), 300);
      return null;
    });
    const closing = await exchange(front.port, `GET / HTTP/1.1\r\nHost: ${SHOP}\r\nConnection: close\r\n\r\n`, [false]);
    expect(statuses(closing)).toEqual([404]);
    expect(closing.closed).toBe(true);
  });

  it("answers 503 to a request whose site takes too long to load, and closes its connection", async () => {
    const front = await startFront({ askMs: 60_000, loadMs: 300, sweepMs: 50 }, started);
    const waiting = await exchange(front.port, GET_SHOP, [false], 10_000);
    expect(statuses(waiting)).toEqual([503]);
    expect(waiting.closed).toBe(true);
    expect(front.questions).toHaveLength(1);
  });
});
