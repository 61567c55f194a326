import type { MediaFile } from "@common/schemas/media";
import { ApiError } from "@/lib/api-client";

export type UploadHandle = {
  /** Settles with the stored file, or an ApiError with the server's words (status 0 when the network failed). */
  done: Promise<MediaFile>;
  abort: () => void;
};

/** Thrown when the person cancelled the upload, so no message is shown for it. */
export class UploadAborted extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadAborted";
  }
}

/** The seconds a 429 asked us to wait (Retry-After), when it said. */
export function retryAfterSeconds(error: ApiError): number | null {
  const seconds = Number(error.details?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Sends one file as the raw body of a media route (`method path`, query included). XMLHttpRequest
 * rather than fetch: only it reports how much of the body has gone, which the progress bar shows.
 */
export function sendMediaFile(
  method: string,
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<MediaFile>((resolve, reject) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as MediaFile);
      const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
      const retryAfter = xhr.getResponseHeader("retry-after");
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? "HTTP_ERROR",
          error?.message ?? `Upload failed (${xhr.status})`,
          retryAfter ? { retryAfter } : undefined,
        ),
      );
    });
    xhr.addEventListener("error", () =>
      reject(new ApiError(0, "NETWORK", "The upload did not reach the server. Check your connection and retry.")),
    );
    xhr.addEventListener("abort", () => reject(new UploadAborted()));
  });
  xhr.open(method.toUpperCase(), url);
  xhr.setRequestHeader("content-type", "application/octet-stream");
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}

/** A declared route's path with its parameters filled in and the query appended. */
export function routeUrl(path: string, params: Record<string, string>, query: Record<string, string | undefined>) {
  const filled = path.replaceAll(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
  return search.size > 0 ? `${filled}?${search}` : filled;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
