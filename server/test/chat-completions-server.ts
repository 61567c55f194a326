import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the next requests are answered:
 * - stream: `content` in `chunks` pieces as server-sent events, then `data: [DONE]`; `hangAfter` stops
 *   after that many pieces and keeps the connection open (a service that stalls, or one to cancel);
 * - json: one chat-completions body with `content` (a service that does not stream);
 * - refuse: a streamed refusal (`delta.refusal`), or with `filter` a finish_reason of content_filter;
 * - status: an HTTP error with an OpenAI-style error body;
 * - silent: headers never come.
 */
export type ChatBehaviour =
  | { kind: "stream"; content: string; chunks?: number; hangAfter?: number }
  | { kind: "json"; content: string }
  | { kind: "refuse"; refusal: string; filter?: boolean }
  | { kind: "status"; status: number; message: string }
  | { kind: "silent" };

export type ChatRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };

/**
 * A small local service that speaks the chat-completions protocol, for AI_BASE_URL in tests and
 * journeys. It records each request, and whether its connection was closed before the answer ended.
 */
export async function startChatCompletionsServer(port = 0) {
  let behaviour: ChatBehaviour = { kind: "stream", content: "{}" };
  const requests: ChatRequest[] = [];
  let closedEarly = 0;
  const open = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const body = JSON.parse((await readAll(req)) || "{}") as Record<string, unknown>;
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (!res.writableFinished) closedEarly += 1;
    });
    answer(behaviour, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    /** How many answers were cut off by the caller closing the connection. */
    closedEarly: () => closedEarly,
    answerWith(next: ChatBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(behaviour: ChatBehaviour, res: ServerResponse) {
  switch (behaviour.kind) {
    case "silent":
      return;
    case "status":
      res.writeHead(behaviour.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: behaviour.message, type: "invalid_request_error" } }));
      return;
    case "json":
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: behaviour.content } }] }));
      return;
    case "refuse": {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const delta = behaviour.filter ? {} : { refusal: behaviour.refusal };
      const finish = behaviour.filter ? "content_filter" : "stop";
      res.write(event({ choices: [{ index: 0, delta, finish_reason: null }] }));
      res.write(event({ choices: [{ index: 0, delta: {}, finish_reason: finish }] }));
      res.end("data: [DONE]\n\n");
      return;
    }
    case "stream": {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const pieces = split(behaviour.content, behaviour.chunks ?? 4);
      const sent = behaviour.hangAfter === undefined ? pieces : pieces.slice(0, behaviour.hangAfter);
      for (const content of sent)
        res.write(event({ choices: [{ index: 0, delta: { content }, finish_reason: null }] }));
      if (behaviour.hangAfter !== undefined) return;
      res.write(event({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }));
      res.end("data: [DONE]\n\n");
    }
  }
}

function event(data: unknown) {
  return `data: ${JSON.stringify(data)}\n\n`;
}

function split(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

async function readAll(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}
