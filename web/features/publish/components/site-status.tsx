import type { Site } from "@common/schemas/sites";
import { cn } from "@/lib/utils";
import { PublishStatus } from "./publish-status";
import { UnpublishedChanges } from "./unpublished-changes";

type Props = {
  site: Pick<Site, "id" | "published_at" | "publish_failed_at">;
  /** Given where the site can be published from: the unpublished changes show too, with `Publish now`. */
  publish?: { onPublish: () => void; isPublishing: boolean };
  className?: string;
};

/**
 * Whether a site is live, in the same words and colours on the site cards, in the editor and in the
 * deployments sheet: `Live · published {time}` (success), `Not published` (muted), `Last publish failed · …`
 * (destructive) and, where it can be published, `{n} unpublished changes` (warning).
 */
export function SiteStatus({ site, publish, className }: Props) {
  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <PublishStatus publishedAt={site.published_at} publishFailedAt={site.publish_failed_at} />
      {publish && <UnpublishedChanges siteId={site.id} {...publish} />}
    </div>
  );
}
