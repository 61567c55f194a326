import type { Follower } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { CheckIcon, ServerIcon, UserMinusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { formatMediumDate } from "@/lib/dates";
import { useApproveFollower, useRemoveFollower } from "../api/followers-api";
import { When } from "./when";

type Props = { site: Site; follower: Follower };

/** A follower or a follow request: who, from which server, since when, and what an admin may do with it. */
export function FollowerRow({ site, follower }: Props) {
  const isRequest = follower.status === "pending";
  const who = follower.name || follower.handle;
  return (
    <li aria-label={who} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">{who}</p>
        <p className="font-mono text-xs break-all text-muted-foreground">{follower.handle}</p>
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
          <ServerIcon className="size-3.5" aria-hidden="true" />
          <span className="break-all">{follower.server}</span>
          <span aria-hidden="true">·</span>
          <span>
            {isRequest ? "Asked" : "Following since"} <When iso={follower.created_at} />
          </span>
          {follower.unreachable_since && (
            <Badge variant="outline">Unreachable since {formatMediumDate(follower.unreachable_since)}</Badge>
          )}
        </p>
      </div>
      {isRequest ? (
        <RequestActions site={site} follower={follower} who={who} />
      ) : (
        <RemoveButton site={site} follower={follower} who={who} />
      )}
    </li>
  );
}

function RequestActions({ site, follower, who }: Props & { who: string }) {
  const approve = useApproveFollower(site.id);
  const decline = useRemoveFollower(site.id);
  const busy = approve.isPending || decline.isPending;
  return (
    <div className="flex gap-2">
      <RequiresPermission permission="site:update">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve ${who}`}
          onClick={() =>
            approve.mutateAsync(follower.id).then(
              () => toast({ title: "Request approved", description: `${who} now follows ${site.name}` }),
              () => {},
            )
          }
        >
          <CheckIcon aria-hidden="true" />
          Approve
        </Button>
      </RequiresPermission>
      <RequiresPermission permission="site:update">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Decline ${who}`}
          onClick={() =>
            decline.mutateAsync({ followerId: follower.id, isRequest: true }).then(
              () => toast({ title: "Request declined", description: `${who} was told` }),
              () => {},
            )
          }
        >
          <XIcon aria-hidden="true" />
          Decline
        </Button>
      </RequiresPermission>
    </div>
  );
}

function RemoveButton({ site, follower, who }: Props & { who: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveFollower(site.id);
  return (
    <>
      <RequiresPermission permission="site:update">
        <Button size="sm" variant="outline" aria-label={`Remove ${who}`} onClick={() => setAsking(true)}>
          <UserMinusIcon aria-hidden="true" />
          Remove
        </Button>
      </RequiresPermission>
      {asking && (
        <ConfirmDialog
          title={`Remove ${who}?`}
          description={`${follower.handle} stops getting ${site.name}'s posts and is told so. They can ask to follow again; block them under Blocks to stop that.`}
          action="Remove follower"
          busyAction="Removing..."
          isBusy={remove.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutateAsync({ followerId: follower.id, isRequest: false }).then(
              () => {
                toast({ title: "Follower removed", description: `${who} no longer follows ${site.name}` });
                setAsking(false);
              },
              () => {},
            )
          }
        />
      )}
    </>
  );
}
