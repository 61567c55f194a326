import { formApi } from "@common/api/forms";
import type { FormSummary, Submission, SubmissionAction } from "@common/schemas/forms";
import { type InfiniteData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { siteKeys } from "@/features/site-list";
import { callApi } from "@/lib/api-client";
import { cursorPagesOptions } from "@/lib/cursor-pages";

/** Every forms key of a site starts with `formKeys.site(siteId)`, so one invalidation refreshes them all. */
export const formKeys = {
  site: (siteId: string) => [...siteKeys.all, "forms", siteId] as const,
  forms: (siteId: string) => [...formKeys.site(siteId), "forms"] as const,
  lists: (siteId: string) => [...formKeys.site(siteId), "submissions"] as const,
  list: (siteId: string, filter: SubmissionFilter) => [...formKeys.lists(siteId), filter] as const,
  submission: (siteId: string, id: string) => [...formKeys.site(siteId), "submission", id] as const,
  deliveries: (siteId: string, form: string) => [...formKeys.site(siteId), "deliveries", form] as const,
};

/** What the list shows: a folder, and optionally one form, words and a range of days (YYYY-MM-DD). */
export type SubmissionFilter = {
  folder: "inbox" | "spam";
  form?: string;
  q?: string;
  from?: string;
  to?: string;
};

export const PAGE_SIZE = 50;
/** The API takes at most this many ids in one bulk action. */
const BULK_LIMIT = 500;

type SubmissionPages = InfiniteData<{ submissions: Submission[]; next_cursor: string | null }, string | undefined>;

export function formsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: formKeys.forms(siteId),
    queryFn: async () => (await callApi(formApi.listForms, { params: { siteId } })).forms,
    // The screen says so in place of the list, with Try again, rather than in a toast as well.
    meta: { silent: true },
  });
}

/** Newest first, a page at a time. */
export function submissionsQueryOptions(siteId: string, filter: SubmissionFilter) {
  return cursorPagesOptions(formKeys.list(siteId, filter), (cursor, signal) =>
    callApi(
      formApi.listSubmissions,
      { params: { siteId }, query: { ...filter, cursor, limit: PAGE_SIZE } },
      { signal },
    ),
  );
}

export function submissionQueryOptions(siteId: string, submissionId: string) {
  return queryOptions({
    queryKey: formKeys.submission(siteId, submissionId),
    queryFn: () => callApi(formApi.getSubmission, { params: { siteId, submissionId } }),
    // A submission that is gone is said in the panel, not in a toast.
    meta: { silent: true },
  });
}

export function deliveriesQueryOptions(siteId: string, formName: string) {
  return queryOptions({
    queryKey: formKeys.deliveries(siteId, formName),
    queryFn: async () => (await callApi(formApi.webhookDeliveries, { params: { siteId, formName } })).deliveries,
    meta: { errorTitle: "Error loading deliveries" },
  });
}

/** Where a form's CSV downloads from (a plain link: the browser saves what the server sends). */
export function exportCsvUrl(siteId: string, formName: string): string {
  return formApi.exportCsv.path
    .replace("{siteId}", encodeURIComponent(siteId))
    .replace("{formName}", encodeURIComponent(formName));
}

/** The name the server gives a form's CSV. */
export function exportCsvName(siteSlug: string, formName: string): string {
  return `${siteSlug}-${formName}-submissions.csv`;
}

/**
 * Writes a change into every list and the submission's own entry at once, so the screen answers
 * before the server does; the counts of the forms are read again after.
 */
function useSubmissionsPatched(siteId: string) {
  const queryClient = useQueryClient();
  return (ids: string[], patch: (submission: Submission) => Submission | null) => {
    const chosen = new Set(ids);
    const listed = new Map<string, Submission>();
    const apply = (submission: Submission) => {
      if (!chosen.has(submission.id)) return submission;
      listed.set(submission.id, submission);
      return patch(submission);
    };
    for (const [key, old] of queryClient.getQueriesData<SubmissionPages>({ queryKey: formKeys.lists(siteId) })) {
      if (!old) continue;
      // A submission moved to the other folder leaves this list at once.
      const filter = key.at(-1) as SubmissionFilter;
      const belongs = (submission: Submission | null): submission is Submission =>
        submission !== null && submission.spam === (filter.folder === "spam");
      queryClient.setQueryData<SubmissionPages>(key, {
        ...old,
        pages: old.pages.map((page) => ({ ...page, submissions: page.submissions.map(apply).filter(belongs) })),
      });
    }
    // The open submission's own entry changes too; one still loading takes the list's copy, so it keeps
    // showing after leaving the list. A deleted one's entry is left alone: its panel closes, and asking
    // again would 404.
    for (const id of ids) {
      const key = formKeys.submission(siteId, id);
      if (!queryClient.getQueryCache().find({ queryKey: key, exact: true })) continue;
      const old = queryClient.getQueryData<Submission>(key) ?? listed.get(id);
      const next = old && patch(old);
      if (next) queryClient.setQueryData(key, next);
    }
  };
}

/** After any change: the forms' counts, and the lists (a submission may have left its folder). */
function useSubmissionsChanged(siteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: formKeys.forms(siteId) }),
      queryClient.invalidateQueries({ queryKey: formKeys.lists(siteId) }),
    ]);
}

/** Read or unread, spam or not spam; the screen shows the change at once, then the server's answer. */
export function useUpdateSubmission(siteId: string) {
  const queryClient = useQueryClient();
  const patched = useSubmissionsPatched(siteId);
  const changed = useSubmissionsChanged(siteId);
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; read?: boolean; spam?: boolean }) =>
      callApi(formApi.updateSubmission, { params: { siteId, submissionId: id }, json: change }),
    meta: { errorTitle: "Error updating submission" },
    onMutate: async ({ id, ...change }) => {
      // A read of it still under way would answer the state from before the change.
      await queryClient.cancelQueries({ queryKey: formKeys.submission(siteId, id) });
      patched([id], (submission) => ({ ...submission, ...change }));
    },
    onSuccess: (submission) => queryClient.setQueryData(formKeys.submission(siteId, submission.id), submission),
    onSettled: () => changed(),
  });
}

export function useDeleteSubmission(siteId: string) {
  const patched = useSubmissionsPatched(siteId);
  const changed = useSubmissionsChanged(siteId);
  return useMutation({
    mutationFn: (id: string) => callApi(formApi.deleteSubmission, { params: { siteId, submissionId: id } }),
    meta: { errorTitle: "Error deleting submission" },
    onSuccess: (_, id) => patched([id], () => null),
    onSettled: () => changed(),
  });
}

const BULK_PATCH: Record<SubmissionAction, (submission: Submission) => Submission | null> = {
  read: (submission) => ({ ...submission, read: true }),
  unread: (submission) => ({ ...submission, read: false }),
  spam: (submission) => ({ ...submission, spam: true }),
  not_spam: (submission) => ({ ...submission, spam: false }),
  delete: () => null,
};

/** One action on many submissions, sent in batches of at most 500; answers how many changed. */
export function useBulkAction(siteId: string) {
  const patched = useSubmissionsPatched(siteId);
  const changed = useSubmissionsChanged(siteId);
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: string[]; action: SubmissionAction }) => {
      let updated = 0;
      for (let start = 0; start < ids.length; start += BULK_LIMIT) {
        const batch = ids.slice(start, start + BULK_LIMIT);
        updated += (await callApi(formApi.bulk, { params: { siteId }, json: { ids: batch, action } })).updated;
      }
      return updated;
    },
    meta: { errorTitle: "Error changing submissions" },
    onSuccess: (_, { ids, action }) => patched(ids, BULK_PATCH[action]),
    onSettled: () => changed(),
  });
}

/** Members mailed and the webhook URL; a refused URL shows in its field, so no toast repeats it. */
export function useUpdateForm(siteId: string, formName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { member_ids?: string[]; webhook_url?: string | null }) =>
      callApi(formApi.updateForm, { params: { siteId, formName }, json: change }),
    meta: { silent: true },
    onSuccess: ({ form }) => {
      queryClient.setQueryData<FormSummary[]>(formKeys.forms(siteId), (old) =>
        old?.map((each) => (each.name === form.name ? form : each)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: formKeys.forms(siteId) }),
        queryClient.invalidateQueries({ queryKey: formKeys.deliveries(siteId, formName) }),
      ]);
    },
  });
}
