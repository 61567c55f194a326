import type { AI_COPY_FAILURES } from "@common/schemas/ai-copy";
import type { AiService } from "../../env";

export type AiFailureReason = (typeof AI_COPY_FAILURES)[number];

/** Why the service gave no usable answer, in words for the person waiting on it. */
export class AiFailure extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
  ) {
    super(message);
    this.name = "AiFailure";
  }
}

type Message = { role: "system" | "user"; content: string };
type Choice = {
  delta?: { content?: string | null; refusal?: string | null };
  message?: { content?: string | null; refusal?: string | null };
  finish_reason?: string | null;
};
type Answer = { choices?: Choice[]; error?: { message?: string } };

/**
 * Asks an OpenAI-compatible chat-completions service for a JSON answer of `schema`, streamed, and yields
 * the answer's text as it arrives. A service that ignores `stream` and answers in one JSON body is read
 * too. The first byte must come within a third of the time limit, the whole answer within it; when
 * `signal` aborts (the person cancelled), the request to the service is aborted with it.
 */
export async function* streamCompletion(
  service: AiService,
  request: { messages: Message[]; schemaName: string; schema: object },
  signal: AbortSignal,
): AsyncGenerator<string> {
  const firstByte = new AbortController();
  const total = AbortSignal.timeout(service.timeoutMs);
  const firstByteTimer = setTimeout(() => firstByte.abort(), service.timeoutMs / 3);
  const aborted = AbortSignal.any([signal, total, firstByte.signal]);
  const timedOut = () => (total.aborted || firstByte.signal.aborted) && !signal.aborted;
  try {
    const response = await fetch(`${service.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream, application/json",
        ...(service.apiKey ? { authorization: `Bearer ${service.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: service.model,
        messages: request.messages,
        stream: true,
        response_format: {
          type: "json_schema",
          json_schema: { name: request.schemaName, strict: true, schema: request.schema },
        },
      }),
      signal: aborted,
    }).catch((error: unknown) => {
      if (timedOut()) throw timeoutFailure(service);
      if (signal.aborted) throw error;
      throw new AiFailure("unreachable", `Could not reach the AI service at ${service.baseUrl}: ${causeOf(error)}`);
    });
    if (!response.ok) throw await upstreamFailure(service, response);
    const isStream = (response.headers.get("content-type") ?? "").includes("text/event-stream");
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new AiFailure("upstream_error", "The AI service answered with an empty body");
    let refusal = "";
    let buffered = "";
    const readChoice = (choice: Choice | undefined) => {
      const part = choice?.delta ?? choice?.message;
      refusal += part?.refusal ?? "";
      if (choice?.finish_reason === "content_filter") refusal ||= "its content filter stopped the answer";
      return part?.content ?? "";
    };
    try {
      while (true) {
        const { value, done } = await reader.read();
        clearTimeout(firstByteTimer);
        if (done) break;
        buffered += value;
        if (!isStream) continue;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
          if (data === undefined || data === "[DONE]") continue;
          const text = readChoice(parseAnswer(data).choices?.[0]);
          if (text) yield text;
        }
      }
    } catch (error) {
      if (timedOut()) throw timeoutFailure(service);
      throw error;
    }
    if (!isStream) {
      const text = readChoice(parseAnswer(buffered).choices?.[0]);
      if (text && !refusal) yield text;
    }
    if (refusal) throw new AiFailure("refused", `The AI service declined to write this copy: ${refusal}`);
  } finally {
    clearTimeout(firstByteTimer);
  }
}

function parseAnswer(data: string): Answer {
  let answer: Answer;
  try {
    answer = JSON.parse(data) as Answer;
  } catch {
    throw new AiFailure("upstream_error", "The AI service sent an answer that is not chat-completions JSON");
  }
  if (answer.error) {
    throw new AiFailure("upstream_error", `The AI service stopped with an error: ${answer.error.message ?? "unknown"}`);
  }
  return answer;
}

function timeoutFailure(service: AiService) {
  const seconds = Math.round(service.timeoutMs / 1000);
  return new AiFailure(
    "timeout",
    `The AI service took too long (no start within ${Math.round(seconds / 3)} s, or no end within ${seconds} s)`,
  );
}

async function upstreamFailure(service: AiService, response: Response) {
  const text = await response.text().catch(() => "");
  let detail = text.slice(0, 300);
  try {
    detail = (JSON.parse(text) as Answer).error?.message ?? detail;
  } catch {
    // Not JSON: the start of the text says enough.
  }
  // A service may echo what it was sent; the key is never shown.
  if (service.apiKey) detail = detail.split(service.apiKey).join("…");
  return new AiFailure(
    "upstream_error",
    `The AI service answered ${response.status}${detail ? `: ${detail.trim()}` : ""}`,
  );
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" ? code : cause instanceof Error ? cause.message : "no answer";
}
