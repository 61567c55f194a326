import type { Site } from "@common/schemas/sites";
import { AlertCircleIcon, GlobeIcon, NotebookPenIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyCard } from "@/components/empty-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** An organization with no site yet: posts belong to a site, so that comes first. */
export function NoSites() {
  return (
    <EmptyCard>
      <GlobeIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-medium">Create a site first</h2>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">
        Blog posts belong to a site: they are read at /blog/their-slug on it. Create a site under Sites, then come back
        here to write its first post.
      </p>
      <Button asChild>
        <Link to="/admin/sites">Go to Sites</Link>
      </Button>
    </EmptyCard>
  );
}

/** A site with no post: what a post is and the way to write one. */
export function NoPosts({ site, newPost }: { site: Site; newPost: ReactNode }) {
  return (
    <EmptyCard>
      <NotebookPenIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-medium">No posts yet</h2>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">
        Write the first post of {site.name}: news, a recipe, an offer. It starts as a draft that only your team sees;
        publish it, or schedule it for later, and it appears on the site's blog.
      </p>
      {newPost}
    </EmptyCard>
  );
}

/** Nothing matches the status, tag or words chosen. */
export function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <EmptyCard>
      <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{search ? `No posts match “${search}”` : "No posts here"}</p>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">
        The search looks at titles, within the status and tag chosen.
      </p>
      <Button variant="outline" onClick={onClear}>
        Show all posts
      </Button>
    </EmptyCard>
  );
}

export function LoadingPosts() {
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only">Loading posts…</span>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

/** A list that could not be read, with the server's words and another try. */
export function PostsLoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
