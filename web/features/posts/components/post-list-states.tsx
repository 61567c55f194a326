import type { Site } from "@common/schemas/sites";
import { GlobeIcon, NotebookPenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListLoading } from "@/components/list-screen/list-states";
import { NoSiteYet } from "@/features/site-list";

/** An organization with no site yet: posts belong to a site, so that comes first. */
export function NoSites() {
  return (
    <NoSiteYet
      icon={GlobeIcon}
      title="Create a site first"
      description="Blog posts belong to a site: they are read at /blog/their-slug on it. Create a site under Sites, then come back here to write its first post."
    />
  );
}

/** A site with no post: what a post is and the way to write one. */
export function NoPosts({ site, newPost }: { site: Site; newPost: ReactNode }) {
  return (
    <ListEmpty
      icon={NotebookPenIcon}
      title="No posts yet"
      isHeading
      description={`Write the first post of ${site.name}: news, a recipe, an offer. It starts as a draft that only your team sees; publish it, or schedule it for later, and it appears on the site's blog.`}
    >
      {newPost}
    </ListEmpty>
  );
}

export function LoadingPosts() {
  return <ListLoading label="Loading posts…" count={5} itemClassName="h-16" />;
}
