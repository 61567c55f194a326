import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

export type Folder = "inbox" | "spam";

/** Where the inbox is: folder, form and open submission live in the address, so Back and links work. */
export type InboxPlace = { folder: Folder; form: string | null; submissionId: string | null };

/** The address of a place in the inbox, as a query string. */
export function placeSearch({ folder, form, submissionId }: Partial<InboxPlace>): string {
  const params = new URLSearchParams();
  if (form) params.set("form", form);
  if (folder === "spam") params.set("folder", "spam");
  if (submissionId) params.set("submission", submissionId);
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** Marks a history entry as one the inbox pushed when it opened a submission, so closing it goes back. */
type OpenedState = { openedSubmission?: boolean };

export function useInboxPlace() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const place: InboxPlace = {
    folder: params.get("folder") === "spam" ? "spam" : "inbox",
    form: params.get("form") || null,
    submissionId: params.get("submission") || null,
  };
  const { folder, form } = place;
  const openedHere = (location.state as OpenedState | null)?.openedSubmission === true;

  const open = useCallback(
    (submissionId: string) => {
      const search = placeSearch({ folder, form, submissionId });
      // From one open submission to the next replaces the entry: Back leaves the submission, not each one seen.
      navigate({ search }, { replace: openedHere, state: { openedSubmission: true } satisfies OpenedState });
    },
    [navigate, folder, form, openedHere],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ search: placeSearch({ folder, form }) }, { replace: true });
  }, [navigate, folder, form, openedHere]);

  return { place, open, close };
}
