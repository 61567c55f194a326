import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAuth } from "@/features/auth";
import { membersQueryOptions } from "@/features/members";

const MEMBERS_STALE_MS = 60_000;

/** Names a version's author: 'You', a member's name (or email), else 'Unknown'. */
export function useAuthorName(organizationId: string): (userId: string | null) => string {
  const { user } = useAuth();
  const members = useQuery({
    ...membersQueryOptions(organizationId),
    staleTime: MEMBERS_STALE_MS,
    // Names are a nicety: without them the history still reads, so no error toast.
    meta: { silent: true },
  });
  const list = members.data;
  return useCallback(
    (userId: string | null) => {
      if (!userId) return "Unknown";
      if (userId === user?.id) return "You";
      const member = list?.find((m) => m.user_id === userId);
      return member?.name || member?.email || "Unknown";
    },
    [list, user?.id],
  );
}
