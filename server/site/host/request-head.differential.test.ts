import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS_ORIGINS, headCorpus } from "./head-corpus";
import { hostClassifier } from "./origins";
import { keepsAlive, readRequestHead } from "./request-head";
import { frontOrigin } from "./site-front";

const SEED = 20_260_008;
const HEADS = 20_000;
const LANES = 16;
/** Follows every head: when both parsers frame the head alike, Node reads this as the next request. */
const NEXT = Buffer.from("GET /__next HTTP/1.1\r\nHost: next.localhost:3000\r\n\r\n");

/** What Node's HTTP server made of one connection's bytes. */
type Seen = { method: string; url: string; version: string; hosts: string[]; keepAlive: boolean; framed: boolean };
type Outcome = { requests: Seen[] };

function hostsOf(request: IncomingMessage): string[] {
  const hosts: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]?.toLowerCase() === "host") hosts.push(request.rawHeaders[i + 1] ?? "");
  }
  return hosts;
}

/**
 * A node:http server with the app server's parser settings (the defaults) on a Unix socket, which reads
 * one connection at a time: `run` sends the bytes, half-closes and resolves with what Node parsed once
 * Node has closed the connection.
 */
async function llhttpLane(path: string) {
  let current: Outcome = { requests: [] };
  const server = createServer((request, response) => {
    const length = request.headers["content-length"];
    current.requests.push({
      method: request.method ?? "",
      url: request.url ?? "",
      version: request.httpVersion,
      hosts: hostsOf(request),
      keepAlive: response.shouldKeepAlive,
      framed: (length === undefined || length === "0") && request.headers["transfer-encoding"] === undefined,
    });
    request.resume();
    response.end();
  });
  // A refused head: Node would answer 400 and close.
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return {
    run(bytes: Buffer): Promise<Outcome> {
      current = { requests: [] };
      const outcome = current;
      return new Promise((resolve) => {
        const socket = connect(path);
        socket.on("error", () => undefined);
        socket.on("close", () => resolve(outcome));
        socket.resume();
        socket.end(bytes);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Why the front's reading of `bytes` and Node's differ, or null when they agree as the rule requires:
 * every request the front answers itself (it goes on through pipelined requests until it hands the
 * connection over or closes it) is the request Node read at that place, with the same method, path,
 * version, host and framing (no body), and the same keep-alive.
 */
function disagreement(bytes: Buffer, outcome: Outcome, classify: ReturnType<typeof hostClassifier>): string | null {
  for (let at = 0, index = 0; at < bytes.length; index++) {
    const request = readRequestHead(bytes, at);
    if (request === "incomplete") return "the front waits for more bytes after a CRLF CRLF";
    if (!request || !frontOrigin(request, classify)) return null; // handed over: Node's own server decides
    const seen = outcome.requests[index];
    if (!seen) return `request ${index}: the front answers a head Node refuses`;
    const path = seen.url.split("?")[0];
    if (seen.method !== request.method) return `request ${index}: method ${seen.method} vs ${request.method}`;
    if (path !== request.path)
      return `request ${index}: path ${JSON.stringify(path)} vs ${JSON.stringify(request.path)}`;
    if (seen.version !== `1.${request.minor}`) return `request ${index}: version ${seen.version} vs 1.${request.minor}`;
    if (seen.hosts.length !== 1 || seen.hosts[0] !== request.host) {
      return `request ${index}: host ${JSON.stringify(seen.hosts)} vs ${JSON.stringify(request.host)}`;
    }
    if (!seen.framed) return `request ${index}: Node expects a body`;
    const keepAlive = keepsAlive(request);
    if (seen.keepAlive !== keepAlive) return `request ${index}: keep-alive ${seen.keepAlive} vs ${keepAlive}`;
    if (!keepAlive) return null;
    at = request.next;
  }
  return null;
}

describe("the front's head parser against Node's (llhttp)", () => {
  const dir = mkdtempSync(join(tmpdir(), "webcraft-heads-"));
  let lanes: Awaited<ReturnType<typeof llhttpLane>>[] = [];
  beforeAll(async () => {
    lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => llhttpLane(join(dir, `lane-${i}.sock`))));
  });
  afterAll(async () => {
    await Promise.all(lanes.map((lane) => lane.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers only heads Node reads alike (same method, path, host, framing), and hands over the rest", async () => {
    const heads = headCorpus(SEED, HEADS);
    const outcomes: Outcome[] = new Array(heads.length);
    let next = 0;
    await Promise.all(
      lanes.map(async (lane) => {
        while (next < heads.length) {
          const index = next++;
          outcomes[index] = await lane.run(Buffer.concat([heads[index] as Buffer, NEXT]));
        }
      }),
    );
    const classify = hostClassifier(CORPUS_ORIGINS);
    const counts = { total: heads.length, answeredByFront: 0, handedOver: 0, refused: 0, agreements: 0 };
    let nodeAccepted = 0;
    const problems: string[] = [];
    heads.forEach((head, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.requests.length > 0) nodeAccepted++;
      const bytes = Buffer.concat([head, NEXT]);
      const request = readRequestHead(bytes, 0);
      if (request && request !== "incomplete" && frontOrigin(request, classify)) counts.answeredByFront++;
      else counts.handedOver++;
      const why = disagreement(bytes, outcome, classify);
      if (why === null) counts.agreements++;
      else problems.push(`${why}: ${JSON.stringify(head.toString("latin1").slice(0, 300))}`);
    });
    console.info(
      `[differential] seed ${SEED}: ${JSON.stringify(counts)}; Node accepted ${nodeAccepted}, refused ${heads.length - nodeAccepted}`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(counts.agreements).toBe(heads.length);
    // The corpus must exercise both sides of the rule, or agreeing would prove nothing.
    expect(counts.answeredByFront).toBeGreaterThan(heads.length / 5);
    expect(heads.length - nodeAccepted).toBeGreaterThan(heads.length / 5);
  }, 60_000);
});
