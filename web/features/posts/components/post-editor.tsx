import type { Post } from "@common/schemas/posts";
import { slugify } from "@common/slug";
import { EyeIcon, HistoryIcon } from "lucide-react";
import { useState } from "react";
import { BackLink } from "@/components/back-link";
import { PageContainer } from "@/components/page-container";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { usePermission } from "@/features/auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePostDraft } from "../hooks/use-post-draft";
import { BodyEditor } from "./body-editor";
import { PostConflictDialog } from "./post-conflict-dialog";
import { PostDetails } from "./post-details";
import { PostHistory } from "./post-history";
import { PublishPanel } from "./publish-panel";
import { SaveStatus } from "./save-status";

/** Whether the slug still follows the title: never once the post has been live, nor once it was edited. */
function followsTitle(post: Post): boolean {
  if (post.published_at) return false;
  const fromTitle = slugify(post.title);
  return new RegExp(`^(${fromTitle}|untitled-post)(-\\d+)?$`).test(post.slug);
}

/** One post: its body in the editor, its details and publishing beside it, its history a click away. */
export function PostEditor({ post }: { post: Post }) {
  const { allowed: canWrite, reason } = usePermission("post:write");
  const draft = usePostDraft(post, canWrite);
  const [slugFollows, setSlugFollows] = useState(() => followsTitle(post));
  const [historyOpen, setHistoryOpen] = useState(false);
  // A conflict's dialog opens by itself; closed without a choice, the status offers it again.
  const [setAside, setSetAside] = useState<Post | null>(null);
  const siteOrigin = new URL(post.url).origin;
  const readOnly = !canWrite;
  const title = draft.draft.title || "Untitled post";
  useDocumentTitle(`${title} — Blog`);

  const theirs = draft.state.kind === "conflict" ? draft.state.theirs : null;

  return (
    <PageContainer className="max-w-7xl gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <BackLink to={`/admin/content?site=${post.site_id}`} variant="ghost" size="sm" className="-ml-2">
          All posts
        </BackLink>
        <h1 className="min-w-0 flex-1 basis-full truncate text-xl font-semibold tracking-tight sm:basis-auto">
          {title}
        </h1>
        {!readOnly && <SaveStatus state={draft.state} onRetry={draft.retry} onResolve={() => setSetAside(null)} />}
        <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
          <HistoryIcon aria-hidden="true" />
          History
        </Button>
        {post.status === "published" && (
          <Button asChild variant="outline" size="sm">
            <a href={post.url} target="_blank" rel="noreferrer">
              <EyeIcon aria-hidden="true" />
              View post
            </a>
          </Button>
        )}
      </div>
      {readOnly && (
        <Alert>
          <EyeIcon />
          <AlertDescription>Read only. {reason}.</AlertDescription>
        </Alert>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <BodyEditor
          siteId={post.site_id}
          siteOrigin={siteOrigin}
          body={draft.draft.body}
          generation={draft.bodyGeneration}
          readOnly={readOnly}
          onChange={(body) => draft.change({ body })}
        />
        <aside aria-label="Post details" className="grid gap-4">
          <PublishPanel post={post} readOnly={readOnly} beforePublish={draft.flush} onDone={draft.acknowledge} />
          <PostDetails
            draft={draft.draft}
            organizationId={post.organization_id}
            siteId={post.site_id}
            siteOrigin={siteOrigin}
            slugFollowsTitle={slugFollows}
            onSlugEdited={() => setSlugFollows(false)}
            readOnly={readOnly}
            onChange={draft.change}
          />
        </aside>
      </div>
      <PostHistory
        post={post}
        current={draft.draft}
        mayRestore={canWrite}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        beforeRestore={draft.flush}
        onRestored={draft.replace}
      />
      <PostConflictDialog
        theirs={theirs !== setAside ? theirs : null}
        mine={draft.draft}
        onKeepMine={draft.keepMine}
        onTakeTheirs={draft.takeTheirs}
        onClose={() => setSetAside(theirs)}
      />
    </PageContainer>
  );
}
