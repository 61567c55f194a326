import { claimApi } from "@common/api/claims";
import { memberApi } from "@common/api/members";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const linkPreviewKeys = {
  invitation: (token: string) => ["link-previews", "invitation", token] as const,
  claim: (token: string) => ["link-previews", "claim", token] as const,
};

// A link that no longer works just shows no welcome: its own page says why once the person is signed in.
const quiet = { retry: false, staleTime: Number.POSITIVE_INFINITY, meta: { silent: true } } as const;

/** The organization and role an invitation link offers, asked before signing in. */
export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: linkPreviewKeys.invitation(token),
    queryFn: () => callApi(memberApi.linkPreview, { params: { token } }),
    ...quiet,
  });
}

/** The site and agency a claim link names, asked before signing in. */
export function claimPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: linkPreviewKeys.claim(token),
    queryFn: () => callApi(claimApi.preview, { params: { token } }),
    ...quiet,
  });
}
