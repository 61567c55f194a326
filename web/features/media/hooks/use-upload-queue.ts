import { mediaApi } from "@common/api/media";
import { MEDIA_MAX_BYTES, mediaMessages } from "@common/media";
import type { MediaFile } from "@common/schemas/media";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, uploadToApi } from "@/lib/api-client";

/** Files sent at once; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 3;
/** A busy server (429) that named no wait is asked again after this long. */
const BUSY_WAIT_SECONDS = 5;
/** A busy server is asked this many times before the row shows a failure to retry by hand. */
const BUSY_TRIES = 3;
/** A finished row stays this long, so the person sees it arrive, then leaves the list. */
const DONE_LINGER_MS = 4000;

export type UploadStatus = "queued" | "uploading" | "waiting" | "done" | "failed";

export type Upload = {
  id: string;
  file: File;
  name: string;
  folder: string;
  status: UploadStatus;
  /** 0 to 1, of the bytes sent. */
  progress: number;
  /** Why it failed, or why it waits, in the server's words. */
  message?: string;
  busyTries: number;
};

let nextId = 0;

/** The seconds a 429 asked us to wait (its Retry-After), when it said. */
function retryAfterSeconds(error: ApiError): number | null {
  const seconds = Number(error.details?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * The uploads of one library screen: many files at once, a few sent at a time, each cancellable, a
 * failed one retried by hand, a busy server (429) waited out and asked again.
 */
export function useUploadQueue(siteId: string, onUploaded: (file: MediaFile) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const timers = useRef(new Map<string, number>());
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  const update = useCallback((id: string, change: Partial<Upload>) => {
    setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  }, []);

  const forget = useCallback((id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setUploads((all) => all.filter((upload) => upload.id !== id));
  }, []);

  const start = useCallback(
    (upload: Upload) => {
      const controller = new AbortController();
      aborts.current.set(upload.id, () => controller.abort());
      const query = { name: upload.name, folder: upload.folder || undefined };
      uploadToApi(
        mediaApi.upload,
        { params: { siteId }, query, body: upload.file },
        { signal: controller.signal, onProgress: (progress) => update(upload.id, { progress }) },
      ).then(
        (stored) => {
          aborts.current.delete(upload.id);
          update(upload.id, { status: "done", progress: 1, message: undefined });
          uploadedRef.current(stored);
          timers.current.set(
            upload.id,
            window.setTimeout(() => forget(upload.id), DONE_LINGER_MS),
          );
        },
        (error: unknown) => {
          aborts.current.delete(upload.id);
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 429 && upload.busyTries + 1 < BUSY_TRIES) {
            const seconds = retryAfterSeconds(error) ?? BUSY_WAIT_SECONDS;
            update(upload.id, {
              status: "waiting",
              progress: 0,
              busyTries: upload.busyTries + 1,
              message: `The server is busy: trying again in ${seconds} s`,
            });
            timers.current.set(
              upload.id,
              window.setTimeout(() => update(upload.id, { status: "queued", message: undefined }), seconds * 1000),
            );
            return;
          }
          update(upload.id, { status: "failed", message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [siteId, update, forget],
  );

  // Starts queued files, oldest first, while fewer than the limit are on their way.
  useEffect(() => {
    const sending = uploads.filter((upload) => upload.status === "uploading").length;
    const next = uploads.filter((upload) => upload.status === "queued").slice(0, UPLOAD_CONCURRENCY - sending);
    if (next.length === 0) return;
    setUploads((all) =>
      all.map((upload) =>
        next.some((n) => n.id === upload.id) ? { ...upload, status: "uploading", progress: 0 } : upload,
      ),
    );
    for (const upload of next) start(upload);
  }, [uploads, start]);

  // Closing or reloading the tab would drop the files still on their way: the browser asks first.
  const isBusy = uploads.some((upload) => upload.status !== "done" && upload.status !== "failed");
  useEffect(() => {
    if (!isBusy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isBusy]);

  useEffect(() => {
    const pending = aborts.current;
    const waits = timers.current;
    return () => {
      for (const abort of pending.values()) abort();
      for (const timer of waits.values()) window.clearTimeout(timer);
    };
  }, []);

  const add = useCallback((files: File[], folder: string) => {
    const added = files.map((file): Upload => {
      // A file over the limit is refused here, in the server's words, rather than sent for nothing.
      const tooLarge = file.size > MEDIA_MAX_BYTES;
      nextId += 1;
      return {
        id: `upload-${nextId}`,
        file,
        name: file.name || "pasted-image.png",
        folder,
        status: tooLarge ? "failed" : "queued",
        progress: 0,
        message: tooLarge ? mediaMessages.tooLarge(file.name) : undefined,
        busyTries: 0,
      };
    });
    setUploads((all) => [...all, ...added]);
  }, []);

  const cancel = useCallback(
    (id: string) => {
      aborts.current.get(id)?.();
      aborts.current.delete(id);
      forget(id);
    },
    [forget],
  );

  const retry = useCallback(
    (id: string) => update(id, { status: "queued", progress: 0, message: undefined, busyTries: 0 }),
    [update],
  );

  return { uploads, add, cancel, retry, remove: forget };
}
