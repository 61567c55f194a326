import { postApi } from "@common/api/posts";
import type { Post, PostStatus, UpdatePostInput } from "@common/schemas/posts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { siteKeys } from "@/features/site-list";
import { ApiError, callApi } from "@/lib/api-client";
import { cursorPagesOptions } from "@/lib/cursor-pages";

/** Every posts key of a site starts with `postKeys.site(siteId)`; a post by its id alone under `postKeys.post`. */
export const postKeys = {
  site: (siteId: string) => [...siteKeys.all, "posts", siteId] as const,
  list: (siteId: string, filter: PostFilter) => [...postKeys.site(siteId), "list", filter] as const,
  revisions: (siteId: string, postId: string) => [...postKeys.site(siteId), "revisions", postId] as const,
  revision: (siteId: string, postId: string, revisionId: string) =>
    [...postKeys.revisions(siteId, postId), revisionId] as const,
  post: (postId: string) => ["posts", postId] as const,
};

/** What the list shows: a status, a tag and title words, each optional. */
export type PostFilter = { status?: PostStatus; tag?: string; q?: string };

export type BulkPostAction = "publish" | "unpublish" | "delete";

export const POSTS_PAGE_SIZE = 50;

/** Last changed first, a page at a time. */
export function postsQueryOptions(siteId: string, filter: PostFilter) {
  return cursorPagesOptions(postKeys.list(siteId, filter), (cursor, signal) =>
    callApi(postApi.list, { params: { siteId }, query: { ...filter, cursor, limit: POSTS_PAGE_SIZE } }, { signal }),
  );
}

/** The editor's post, by its id alone (its address names no site). */
export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postKeys.post(postId),
    queryFn: () => callApi(postApi.find, { params: { postId } }),
    // A missing post is said by the screen itself.
    meta: { silent: true },
    // The editor holds its own copy while typing; a refetch on focus would fight it.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function revisionsQueryOptions(siteId: string, postId: string) {
  return queryOptions({
    queryKey: postKeys.revisions(siteId, postId),
    queryFn: async () => (await callApi(postApi.revisions, { params: { siteId, postId } })).revisions,
    meta: { errorTitle: "Error loading history" },
  });
}

export function revisionQueryOptions(siteId: string, postId: string, revisionId: string) {
  return queryOptions({
    queryKey: postKeys.revision(siteId, postId, revisionId),
    queryFn: () => callApi(postApi.revision, { params: { siteId, postId, revisionId } }),
    meta: { errorTitle: "Error loading revision" },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A post the server answered with: the editor's entry takes it, the site's lists and history are read again. */
function usePostSaved() {
  const queryClient = useQueryClient();
  return (post: Post) => {
    queryClient.setQueryData(postKeys.post(post.id), post);
    return queryClient.invalidateQueries({ queryKey: postKeys.site(post.site_id) });
  };
}

export function useCreatePost(siteId: string) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: () => callApi(postApi.create, { params: { siteId }, json: {} }),
    meta: { errorTitle: "Error creating post" },
    onSuccess: saved,
  });
}

/** The current post a 409 carries, when a save started from an older version. */
export function conflictOf(error: unknown): Post | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = error.details?.current as Post | undefined;
  return current && typeof current === "object" && "version" in current ? current : null;
}

/** A save; a version conflict is the editor's to show (its merge choice), not a toast. */
export function useUpdatePost(siteId: string, postId: string) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: (input: UpdatePostInput) => callApi(postApi.update, { params: { siteId, postId }, json: input }),
    meta: { errorTitle: "Error saving post", silent: (error: unknown) => conflictOf(error) !== null },
    onSuccess: saved,
  });
}

export function usePublishPost(siteId: string, postId: string) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: (at?: string) => callApi(postApi.publish, { params: { siteId, postId }, json: at ? { at } : {} }),
    meta: { errorTitle: (at: unknown) => (at ? "Error scheduling post" : "Error publishing post") },
    onSuccess: saved,
  });
}

export function useUnpublishPost(siteId: string, postId: string) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: () => callApi(postApi.unpublish, { params: { siteId, postId } }),
    meta: { errorTitle: "Error unpublishing post" },
    onSuccess: saved,
  });
}

export function useDeletePost(siteId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(postApi.remove, { params: { siteId, postId } }),
    meta: { errorTitle: "Error deleting post" },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: postKeys.post(postId) });
      return queryClient.invalidateQueries({ queryKey: postKeys.site(siteId) });
    },
  });
}

export function useRestoreRevision(siteId: string, postId: string) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: (revisionId: string) => callApi(postApi.restore, { params: { siteId, postId, revisionId } }),
    meta: { errorTitle: "Error restoring revision" },
    onSuccess: saved,
  });
}

/** The API takes at most this many ids in one bulk action. */
const BULK_LIMIT = 500;

/** One action on many posts, in batches; answers how many changed. */
export function useBulkPosts(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: string[]; action: BulkPostAction }) => {
      let changed = 0;
      for (let start = 0; start < ids.length; start += BULK_LIMIT) {
        const batch = ids.slice(start, start + BULK_LIMIT);
        changed += (await callApi(postApi.bulk, { params: { siteId }, json: { ids: batch, action } })).changed;
      }
      return changed;
    },
    meta: { errorTitle: "Error changing posts" },
    onSettled: (_, __, { ids }) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: postKeys.post(id) });
      return queryClient.invalidateQueries({ queryKey: postKeys.site(siteId) });
    },
  });
}
