import type { Site } from "@common/schemas/sites";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { ListNoMatch } from "@/components/list-screen/list-no-match";
import { ListRows } from "@/components/list-screen/list-rows";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListStates } from "@/components/list-screen/list-states";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuth, usePermission } from "@/features/auth";
import { sitesQueryOptions } from "@/features/site-list";
import { useSelection } from "@/lib/use-selection";
import { type PostFilter, postsQueryOptions } from "../api/posts-api";
import { useContentPlace } from "../hooks/use-content-place";
import { postCount } from "../lib/post-status";
import { NewPostButton } from "./new-post-button";
import { PostBulkBar } from "./post-bulk-bar";
import { PostFilters } from "./post-filters";
import { PostRow } from "./post-list";
import { LoadingPosts, NoPosts, NoSites } from "./post-list-states";

/** /admin/content — the blog posts of one of the organization's sites. */
export function PostsPage() {
  const { activeOrganization } = useAuth();
  const sites = useQuery(sitesQueryOptions(activeOrganization?.id ?? null));
  const { place, go } = useContentPlace(sites.data);
  const site = sites.data?.find((each) => each.id === place.siteId);
  const { allowed: canWrite, reason } = usePermission("post:write");
  const siteSelectId = useId();
  // An empty site's card holds the one New post; the header offers it only once the site is known to have
  // posts, so that the button clicked is never swapped for the other while its draft is being made.
  const [siteWithPosts, setSiteWithPosts] = useState<string | null>(null);
  const onEmpty = useCallback((siteId: string, empty: boolean) => setSiteWithPosts(empty ? null : siteId), []);

  return (
    <ListScreen
      title="Blog"
      icon={FileTextIcon}
      description={
        canWrite
          ? "Your sites' blog posts, written here and read on each site's Blog page."
          : `Your sites' blog posts. ${reason}.`
      }
      actions={site && siteWithPosts === site.id && <NewPostButton siteId={site.id} />}
    >
      <ListStates query={sites} loading={<LoadingPosts />} errorTitle="Error loading sites">
        {(all) =>
          !site ? (
            <NoSites />
          ) : (
            <>
              {all.length > 1 && (
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={siteSelectId} className="text-sm font-medium">
                    Site
                  </label>
                  <div className="min-w-0 flex-1 sm:max-w-xs sm:flex-none">
                    <NativeSelect
                      id={siteSelectId}
                      value={site.id}
                      onChange={(event) => go({ siteId: event.target.value, status: null })}
                    >
                      {all.map((each) => (
                        <option key={each.id} value={each.id}>
                          {each.name}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
              )}
              <SitePosts key={site.id} site={site} place={place} go={go} onEmpty={onEmpty} />
            </>
          )
        }
      </ListStates>
    </ListScreen>
  );
}

type SitePostsProps = {
  site: Site;
  place: ReturnType<typeof useContentPlace>["place"];
  go: ReturnType<typeof useContentPlace>["go"];
  onEmpty: (siteId: string, empty: boolean) => void;
};

function SitePosts({ site, place, go, onEmpty }: SitePostsProps) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const filter = useMemo<PostFilter>(
    () => ({
      ...(place.status ? { status: place.status } : {}),
      ...(place.tag ? { tag: place.tag } : {}),
      ...(q ? { q } : {}),
    }),
    [place.status, place.tag, q],
  );
  const list = useInfiniteQuery(postsQueryOptions(site.id, filter));
  const posts = useMemo(() => list.data?.pages.flatMap((page) => page.posts) ?? [], [list.data]);
  // Counts and tags are the site's, whatever the page: the first page's are the newest.
  const first = list.data?.pages[0];
  const selection = useSelection(`${site.id} ${JSON.stringify(filter)}`, posts);
  const tags = first?.tags ?? [];
  const shownTags = place.tag && !tags.includes(place.tag) ? [place.tag, ...tags] : tags;
  const total = first?.counts.all;
  useEffect(() => {
    if (total !== undefined) onEmpty(site.id, total === 0);
  }, [total, onEmpty, site.id]);
  const clear = () => {
    setSearch("");
    go({ status: null, tag: null });
  };

  return (
    <ListStates query={list} loading={<LoadingPosts />} errorTitle="Error loading posts">
      {() =>
        !first || first.counts.all === 0 ? (
          <NoPosts site={site} newPost={<NewPostButton siteId={site.id} />} />
        ) : (
          <div className="grid gap-4">
            <PostFilters
              status={place.status}
              onStatus={(status) => go({ status })}
              counts={first.counts}
              tags={shownTags}
              tag={place.tag}
              onTag={(tag) => go({ tag })}
              search={search}
              onSearch={setSearch}
            />
            {selection.ids.length > 0 && <PostBulkBar siteId={site.id} ids={selection.ids} onClear={selection.clear} />}
            <ListRows
              label="Posts"
              count={posts.length}
              summary={`Showing ${postCount(posts.length)}${list.hasNextPage ? "; older ones load below" : ""}`}
              selection={selection}
              isStale={list.isPlaceholderData}
              empty={
                <ListNoMatch
                  things="posts"
                  search={q}
                  description="The search looks at titles, within the status and tag chosen."
                  onClear={clear}
                />
              }
              more={list}
              moreOf="posts"
            >
              {posts.map((post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  isChosen={selection.has(post.id)}
                  onChoose={() => selection.toggle(post.id)}
                />
              ))}
            </ListRows>
          </div>
        )
      }
    </ListStates>
  );
}
