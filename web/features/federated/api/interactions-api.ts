import { fediverseApi } from "@common/api/fediverse";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { cursorPagesOptions } from "@/lib/cursor-pages";
import { federatedKeys } from "./federated-keys";

export type InteractionKind = "reply" | "like" | "boost";

/** Replies, likes and boosts of the site's posts, newest first, with the site's own answers ("" for every kind). */
export function interactionsQueryOptions(siteId: string, kind: InteractionKind | "") {
  return cursorPagesOptions(federatedKeys.interactions(siteId, kind), (cursor, signal) =>
    callApi(fediverseApi.interactions, { params: { siteId }, query: { kind: kind || undefined, cursor } }, { signal }),
  );
}

/** Answers a reply as the site; a refusal shows under the reply box. */
export function useReplyAsSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interactionId, content }: { interactionId: string; content: string }) =>
      callApi(fediverseApi.reply, { params: { siteId, interactionId }, json: { content } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...federatedKeys.site(siteId), "interactions"] }),
  });
}
