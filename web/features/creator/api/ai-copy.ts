import { creatorApi } from "@common/api/creator";
import type { AiCopyEvent, AiCopyRequest } from "@common/schemas/ai-copy";
import { ApiError } from "@/lib/api-client";

/**
 * Asks the server to write the copy and hands each event to `onEvent` as it arrives: progress, then
 * the copy or why there is none. Aborting `signal` closes the request, which stops the AI service too.
 */
export async function streamAiCopy(input: AiCopyRequest, signal: AbortSignal, onEvent: (event: AiCopyEvent) => void) {
  const response = await fetch(creatorApi.aiCopy.path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => undefined)) as { error?: { code: string; message: string } };
    const error = data?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? `Request failed (${response.status})`,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  while (true) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const events = buffered.split("\n\n");
    buffered = events.pop() ?? "";
    for (const event of events) {
      if (event.startsWith("data: ")) onEvent(JSON.parse(event.slice(6)) as AiCopyEvent);
    }
  }
}
