import { creatorApi } from "@common/api/creator";
import { type AiCopyEvent, type AiCopyRequest, aiCopyEventSchema } from "@common/schemas/ai-copy";
import { streamApi } from "@/lib/api-client";

/**
 * Asks the server to write the copy and hands each event to `onEvent` as it arrives: progress, then
 * the copy or why there is none. Aborting `signal` closes the request, which stops the AI service too.
 */
export function streamAiCopy(input: AiCopyRequest, signal: AbortSignal, onEvent: (event: AiCopyEvent) => void) {
  return streamApi(creatorApi.aiCopy, { json: input }, aiCopyEventSchema, onEvent, { signal });
}
