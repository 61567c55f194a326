import type { Post } from "@common/schemas/posts";
import { CalendarClockIcon, ExternalLinkIcon, EyeOffIcon, SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { formatFullTime } from "@/lib/dates";
import { showErrorToast } from "@/lib/error-toast";
import { usePublishPost, useUnpublishPost } from "../api/posts-api";
import { PostStatusBadge } from "./post-status-badge";

type Props = {
  post: Post;
  readOnly: boolean;
  /** Saves what is typed first, so what goes live is what is on screen; false when it could not. */
  beforePublish: () => Promise<boolean>;
  onDone: (post: Post) => void;
};

/** A `datetime-local` value (the browser's own zone) an hour from now, to the minute. */
function inAnHour(): string {
  const at = new Date(Date.now() + 60 * 60 * 1000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The post's status and what can be done with it: publish now, schedule, unpublish, view it on the site. */
export function PublishPanel({ post, readOnly, beforePublish, onDone }: Props) {
  const publish = usePublishPost(post.site_id, post.id);
  const unpublish = useUnpublishPost(post.site_id, post.id);
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState(inAnHour);
  const whenId = useId();
  const busy = publish.isPending || unpublish.isPending;

  async function goLive(at?: string) {
    if (!(await beforePublish())) {
      showErrorToast(
        at ? "Error scheduling post" : "Error publishing post",
        "Your latest changes are not saved yet. Save them (or choose a version) first.",
      );
      return;
    }
    const answer = await publish.mutateAsync(at).catch(() => null);
    if (!answer) return;
    setScheduling(false);
    onDone(answer);
    toast({
      title: answer.status === "scheduled" ? "Post scheduled" : "Post published",
      description:
        answer.status === "scheduled" && answer.scheduled_at
          ? `It goes live ${formatFullTime(answer.scheduled_at)}.`
          : "It is on the site's blog in a few seconds.",
    });
  }

  async function takeDown() {
    const answer = await unpublish.mutateAsync().catch(() => null);
    if (!answer) return;
    onDone(answer);
    toast({ title: post.status === "scheduled" ? "Schedule cancelled" : "Post unpublished" });
  }

  return (
    <section aria-label="Publishing" className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Status</h2>
        <PostStatusBadge status={post.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {post.status === "published" && post.published_at && `Published ${formatFullTime(post.published_at)}.`}
        {post.status === "scheduled" && post.scheduled_at && `Goes live ${formatFullTime(post.scheduled_at)}.`}
        {post.status === "draft" && "Only your team sees a draft."}
      </p>
      {post.status === "published" && (
        <Button asChild variant="outline" size="sm">
          <a href={post.url} target="_blank" rel="noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            View on the site
          </a>
        </Button>
      )}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {post.status !== "published" && (
            <RequiresPermission permission="post:write">
              <Button size="sm" disabled={busy} onClick={() => void goLive()}>
                <SendIcon aria-hidden="true" />
                {post.status === "scheduled" ? "Publish now" : "Publish"}
              </Button>
            </RequiresPermission>
          )}
          {post.status !== "published" && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={scheduling}
              disabled={busy}
              onClick={() => setScheduling((on) => !on)}
            >
              <CalendarClockIcon aria-hidden="true" />
              {post.status === "scheduled" ? "Reschedule" : "Schedule"}
            </Button>
          )}
          {post.status !== "draft" && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void takeDown()}>
              <EyeOffIcon aria-hidden="true" />
              {post.status === "scheduled" ? "Cancel schedule" : "Unpublish"}
            </Button>
          )}
        </div>
      )}
      {scheduling && !readOnly && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (when) void goLive(new Date(when).toISOString());
          }}
        >
          <Label htmlFor={whenId}>Go live on</Label>
          <Input
            id={whenId}
            type="datetime-local"
            value={when}
            required
            onChange={(event) => setWhen(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy || !when}>
            Schedule for this time
          </Button>
        </form>
      )}
    </section>
  );
}
