import { fediverseApi } from "@common/api/fediverse";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { cursorPagesOptions } from "@/lib/cursor-pages";
import { federatedKeys } from "./federated-keys";

export type FollowerStatus = "accepted" | "pending";

/** The site's followers, or its follow requests waiting for approval, newest first. */
export function followersQueryOptions(siteId: string, status: FollowerStatus) {
  return cursorPagesOptions(federatedKeys.followers(siteId, status), (cursor, signal) =>
    callApi(fediverseApi.followers, { params: { siteId }, query: { status, cursor } }, { signal }),
  );
}

/** Accepts a follow request: the follower is told and gets the site's posts from then on. */
export function useApproveFollower(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followerId: string) => callApi(fediverseApi.approveFollower, { params: { siteId, followerId } }),
    meta: { errorTitle: "Error approving request" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federatedKeys.site(siteId) }),
  });
}

type Removal = { followerId: string; isRequest: boolean };

/** Declines a follow request or removes a follower; either way they are sent a Reject. */
export function useRemoveFollower(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ followerId }: Removal) => callApi(fediverseApi.removeFollower, { params: { siteId, followerId } }),
    meta: {
      errorTitle: (variables: unknown) =>
        (variables as Removal).isRequest ? "Error declining request" : "Error removing follower",
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federatedKeys.site(siteId) }),
  });
}
