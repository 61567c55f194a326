import type { MailFolder } from "@common/schemas/mail";
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { isMailFolder } from "../lib/folders";

/** Where the reader is: mailbox, folder, search and open message live in the address, so Back and links work. */
export type MailPlace = { mailboxId: string | null; folder: MailFolder; q: string; messageId: string | null };

/** The address of a place, as a query string. */
export function mailSearch({ mailboxId, folder, q, messageId }: Partial<MailPlace>): string {
  const params = new URLSearchParams();
  if (mailboxId) params.set("mailbox", mailboxId);
  if (folder && folder !== "inbox") params.set("folder", folder);
  if (q) params.set("q", q);
  if (messageId) params.set("message", messageId);
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** Marks a history entry the client pushed when it opened a message, so closing it goes back. */
type OpenedState = { openedMessage?: boolean };

export function useMailPlace() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const folderParam = params.get("folder");
  const place: MailPlace = {
    mailboxId: params.get("mailbox") || null,
    folder: isMailFolder(folderParam) ? folderParam : "inbox",
    q: params.get("q") ?? "",
    messageId: params.get("message") || null,
  };
  const { mailboxId, folder, q } = place;
  const openedHere = (location.state as OpenedState | null)?.openedMessage === true;

  const open = useCallback(
    (messageId: string) => {
      // From one open message to the next replaces the entry: Back leaves the message, not each one read.
      navigate(
        { search: mailSearch({ mailboxId, folder, q, messageId }) },
        { replace: openedHere, state: { openedMessage: true } satisfies OpenedState },
      );
    },
    [navigate, mailboxId, folder, q, openedHere],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ search: mailSearch({ mailboxId, folder, q }) }, { replace: true });
  }, [navigate, mailboxId, folder, q, openedHere]);

  const go = useCallback(
    (next: Partial<MailPlace>, options: { replace?: boolean } = {}) =>
      navigate({ search: mailSearch({ mailboxId, folder, ...next }) }, options),
    [navigate, mailboxId, folder],
  );

  return { place, open, close, go };
}
