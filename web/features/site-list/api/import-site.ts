import { siteArchiveApi } from "@common/api/site-archive";
import type { Site } from "@common/schemas/sites";
import { ApiError } from "@/lib/api-client";

export type ImportHandle = {
  /** Settles with the new site, or an ApiError with the server's words (status 0 when the network failed). */
  done: Promise<Site>;
  abort: () => void;
};

/**
 * Sends a zip to the import route as a multipart form. XMLHttpRequest rather than fetch: only it reports
 * how much of the body has gone, which the dialog's progress bar shows.
 */
export function sendSiteArchive(file: File, name: string, onProgress: (fraction: number) => void): ImportHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Site>((resolve, reject) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status === 201) return resolve(data as Site);
      const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? "HTTP_ERROR", error?.message ?? `Import failed (${xhr.status})`));
    });
    xhr.addEventListener("error", () =>
      reject(new ApiError(0, "NETWORK", "The zip did not reach the server. Check your connection and try again.")),
    );
    xhr.addEventListener("abort", () => reject(new ApiError(0, "ABORTED", "Import cancelled")));
  });
  const form = new FormData();
  form.set("file", file);
  if (name.trim()) form.set("name", name.trim());
  xhr.open("POST", siteArchiveApi.import.path);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
