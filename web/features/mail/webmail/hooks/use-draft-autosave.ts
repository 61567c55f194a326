import type { ComposeInput, OpenedMessage } from "@common/schemas/mail-compose";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorText } from "@/lib/error-toast";
import { saveDraft } from "../api/compose-api";
import { useMailboxChanged } from "../api/message-mutations";
import { webmailKeys } from "../api/webmail-keys";

/** How long typing pauses before the draft is saved. */
const SAVE_PAUSE_MS = 1000;

export type DraftState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "error"; message: string };

/**
 * Keeps the message being written in Drafts as it is typed: started on the first pause after a change,
 * saved over on each pause after that, one save at a time. `settle` stops saving and waits for the save
 * under way, before the draft is sent or thrown away; leaving with changes unsaved saves them.
 */
export function useDraftAutosave(
  mailboxId: string,
  initialDraftId: string | null,
  input: ComposeInput,
  isDirty: boolean,
  /** Told of the draft the first save started (a forward's carries the original's attachments). */
  onStarted: (draft: OpenedMessage) => void,
) {
  const changed = useMailboxChanged(mailboxId);
  const queryClient = useQueryClient();
  const draftId = useRef(initialDraftId);
  const latest = useRef(input);
  latest.current = input;
  const savedText = useRef<string | null>(initialDraftId ? JSON.stringify(input) : null);
  const running = useRef<Promise<OpenedMessage> | null>(null);
  const isStopped = useRef(false);
  const [state, setState] = useState<DraftState>({ status: initialDraftId ? "saved" : "idle" });
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const onStartedRef = useRef(onStarted);
  onStartedRef.current = onStarted;

  /** Saves what the form holds now unless it is saved already; answers the draft's id. */
  const saveNow = useCallback(async (): Promise<string> => {
    while (running.current) await running.current.catch(() => undefined);
    // Being sent or thrown away: the draft stays as it is.
    if (isStopped.current && draftId.current) return draftId.current;
    const body = latest.current;
    const text = JSON.stringify(body);
    if (draftId.current && text === savedText.current) return draftId.current;
    setState({ status: "saving" });
    const run = saveDraft(mailboxId, draftId.current, body);
    running.current = run;
    try {
      const draft = await run;
      if (!draftId.current) onStartedRef.current(draft);
      draftId.current = draft.id;
      savedText.current = text;
      setState({ status: "saved" });
      queryClient.setQueryData(webmailKeys.message(draft.id), draft);
      void changedRef.current();
      return draft.id;
    } catch (error) {
      setState({ status: "error", message: errorText(error) });
      throw error;
    } finally {
      running.current = null;
    }
  }, [mailboxId, queryClient]);

  const text = JSON.stringify(input);
  useEffect(() => {
    if (!isDirty || isStopped.current || text === savedText.current) return;
    const timer = window.setTimeout(() => {
      // Sent or discarded meanwhile: a save now would find no draft.
      if (!isStopped.current) void saveNow().catch(() => undefined);
    }, SAVE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, isDirty, saveNow]);

  // Closing the form with changes not yet saved keeps them.
  useEffect(
    () => () => {
      if (!isStopped.current && isDirtyRef.current && JSON.stringify(latest.current) !== savedText.current) {
        void saveNow().catch(() => undefined);
      }
    },
    [saveNow],
  );
  /** Stops saving and waits for a save under way; answers the draft's id, if one was started. */
  const settle = useCallback(async (): Promise<string | null> => {
    isStopped.current = true;
    while (running.current) await running.current.catch(() => undefined);
    return draftId.current;
  }, []);

  /** Saving again after a send that did not go through. */
  const resume = useCallback(() => {
    isStopped.current = false;
  }, []);

  return { state, draftId, saveNow, settle, resume };
}
