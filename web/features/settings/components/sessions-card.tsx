import { useQuery } from "@tanstack/react-query";
import { SettingsCard } from "@/components/settings-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { accountSessionsQueryOptions, useRevokeOtherSessions } from "../api/settings-api";

/** Where the account is signed in, this device first, and signing out everywhere else. */
export function SessionsCard() {
  const sessions = useQuery(accountSessionsQueryOptions);
  const revoke = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.is_current).length ?? 0;

  function signOutOthers() {
    revoke.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast({
          title: "Other sessions signed out",
          description: `Signed out ${revoked} other ${revoked === 1 ? "session" : "sessions"}`,
        }),
    });
  }

  return (
    <SettingsCard title="Sessions" description="The browsers signed in to your account.">
      <div className="grid gap-4">
        {sessions.data ? (
          <ul className="divide-y rounded-lg border" aria-label="Sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="grid gap-0.5 px-4 py-3">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span className="min-w-0 break-words">{session.browser}</span>
                  {session.is_current && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">{session.ip_address ?? "Unknown address"}</p>
                <p className="text-xs text-muted-foreground">
                  <span title={formatFullTime(session.created_at)}>
                    Started {formatRelativeTime(session.created_at)}
                  </span>
                  {" · "}
                  <span title={formatFullTime(session.last_seen_at)}>
                    Last used {formatRelativeTime(session.last_seen_at)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading sessions">
            <Skeleton className="h-16" />
          </div>
        )}
        <div>
          <Button variant="outline" disabled={others === 0 || revoke.isPending} onClick={signOutOthers}>
            {revoke.isPending ? "Signing out..." : "Sign out other sessions"}
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}
