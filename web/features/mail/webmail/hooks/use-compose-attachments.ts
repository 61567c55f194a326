import { MAX_MESSAGE_BYTES } from "@common/schemas/mail";
import { COMPOSE_MESSAGES, MAX_ATTACHMENT_BYTES } from "@common/schemas/mail-compose";
import { useRef, useState } from "react";
import { errorText, showErrorToast } from "@/lib/error-toast";
import { removeAttachment, uploadAttachment } from "../api/compose-api";
import type { Attachment } from "../lib/compose-start";

/** A file on its way to the draft: how far it has gone, or why it did not arrive. */
export type Upload = { key: string; name: string; size: number; progress: number; error: string | null };

/**
 * The draft's files: each chosen file is sent to the draft (started first if need be) with its progress
 * shown, and can be taken off again. A file too large for a message is refused before it is sent.
 */
export function useComposeAttachments(initial: Attachment[], ensureDraft: () => Promise<string>) {
  const [attachments, setAttachments] = useState<Attachment[]>(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patchUpload = (key: string, patch: Partial<Upload> | null) =>
    setUploads((all) => all.flatMap((each) => (each.key !== key ? [each] : patch ? [{ ...each, ...patch }] : [])));

  const sendFile = async (file: File, key: string) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const draftId = await ensureDraft();
      const onProgress = (fraction: number) => patchUpload(key, { progress: fraction });
      const attachment = await uploadAttachment(draftId, file, { onProgress, signal: controller.signal });
      patchUpload(key, null);
      setAttachments((all) => [...all, attachment]);
    } catch (error) {
      if (controller.signal.aborted) patchUpload(key, null);
      else patchUpload(key, { error: errorText(error) });
    } finally {
      controllers.current.delete(key);
    }
  };

  const add = (files: File[]) => {
    const used = attachments.reduce((sum, each) => sum + each.size_bytes, 0);
    let planned = used;
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      planned += file.size;
      const tooLarge = file.size > MAX_ATTACHMENT_BYTES || planned > MAX_MESSAGE_BYTES;
      setUploads((all) => [
        ...all,
        { key, name: file.name, size: file.size, progress: 0, error: tooLarge ? COMPOSE_MESSAGES.tooLarge : null },
      ]);
      if (!tooLarge) void sendFile(file, key);
    }
  };

  const remove = async (attachment: Attachment) => {
    setAttachments((all) => all.filter((each) => each.id !== attachment.id));
    try {
      await removeAttachment(await ensureDraft(), attachment.id);
    } catch (error) {
      setAttachments((all) => [...all, attachment]);
      showErrorToast("Error removing attachment", errorText(error), error);
    }
  };

  /** Stops a file on its way, or forgets one that failed. */
  const cancel = (key: string) => {
    const controller = controllers.current.get(key);
    if (controller) controller.abort();
    else patchUpload(key, null);
  };

  /** The files the server put on a new draft itself (a forward's), ahead of any added since. */
  const started = (onDraft: Attachment[]) =>
    setAttachments((all) => [...onDraft, ...all.filter((each) => !onDraft.some((other) => other.id === each.id))]);

  const isUploading = uploads.some((upload) => upload.error === null);
  return { attachments, uploads, add, remove, cancel, started, isUploading };
}
