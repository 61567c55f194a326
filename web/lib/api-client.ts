import type { ApiRoute } from "@common/api/route";
import type { z } from "zod";

/** An API failure, carrying the server's own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The one reader of a failed answer's `{ error: { code, message, details } }`, whichever way it came
 * (fetch, XMLHttpRequest, a stream that never started). A 429's Retry-After joins the details as
 * `retryAfter`, so a caller can wait as long as the server asked.
 */
function apiErrorOf(status: number, text: string, retryAfter: string | null): ApiError {
  // Read by hand, not with the envelope's zod schema: this runs on every screen's first load, and the
  // schema would bring zod's runtime (some 20 KiB compressed) into it.
  const body = safeJson(text);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === "string" ? error.code : "HTTP_ERROR";
  const message = typeof error.message === "string" ? error.message : `Request failed (${status})`;
  const details = isRecord(error.details) ? error.details : undefined;
  return new ApiError(status, code, message, retryAfter ? { ...details, retryAfter } : details);
}

/** The fields a refused request (400) names, `{ path: "slug", message }`, in the server's words and order. */
export function issuesOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = error.details?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.message === "string"
      ? [{ path: typeof issue.path === "string" ? issue.path : "", message: issue.message }]
      : [],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Calls our JSON API with the session cookie; throws ApiError with the server's message. */
async function apiFetch(path: string, init: RequestInit & { json?: unknown }): Promise<Response> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, { ...init, headers, body, credentials: "same-origin" });
  if (!response.ok) throw apiErrorOf(response.status, await response.text(), response.headers.get("retry-after"));
  return response;
}

type JsonAnswer<T> = T extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : never;
type SchemaInput<T> = T extends z.ZodType ? z.input<T> : never;
type Request<R extends ApiRoute> = NonNullable<R["request"]>;

/** What a declared route's success answers with: its 200, 201 or 202 body, or nothing for 204. */
export type ApiAnswer<R extends ApiRoute> = R["responses"] extends { 200: infer A }
  ? JsonAnswer<A>
  : R["responses"] extends { 201: infer A }
    ? JsonAnswer<A>
    : R["responses"] extends { 202: infer A }
      ? JsonAnswer<A>
      : undefined;

/** A declared route's parameters, query and body, typed by its schemas. */
export type ApiInput<R extends ApiRoute> = (Request<R> extends { params: infer P }
  ? { params: SchemaInput<P> }
  : { params?: never }) &
  (Request<R> extends { query: infer Q } ? { query?: SchemaInput<Q> } : { query?: never }) &
  (Request<R> extends { body: { content: { "application/json": { schema: infer B } } } }
    ? { json: SchemaInput<B> }
    : { json?: never });

/** A declared route's path with its parameters filled in and the query's defined values appended. */
function routePath<R extends ApiRoute>(route: R, input: ApiInput<R>): string {
  const { params, query } = input as { params?: Record<string, string>; query?: object };
  const path = route.path.replaceAll(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
  return search.size > 0 ? `${path}?${search}` : path;
}

/** A success's JSON body as the route declares it; 204 and an empty body answer nothing. */
function answerOf<R extends ApiRoute>(status: number, text: string): ApiAnswer<R> {
  // The one place an answer takes its declared type: the server built it from the same declaration.
  return (status === 204 ? undefined : safeJson(text)) as ApiAnswer<R>;
}

/**
 * Calls a route declared in common/api/, typed by the same declaration the server implements:
 * `callApi(fileApi.get, { params: { siteId, fileId } })` answers a SiteFile.
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  input: ApiInput<R> = {} as ApiInput<R>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiAnswer<R>> {
  const method = route.method.toUpperCase();
  const response = await apiFetch(routePath(route, input), { method, json: input.json, signal: options.signal });
  return answerOf<R>(response.status, await response.text());
}

export type UploadOptions = {
  /** Told the fraction (0 to 1) of the body sent so far, for a progress bar. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
};

/**
 * Sends a file, or a multipart form, as the body of a declared route that takes one; answers and fails
 * as `callApi` does. A raw file goes with its own content type, or as octet-stream where the route asks
 * for that. XMLHttpRequest rather than fetch: only it reports how much of the body has gone.
 */
export function uploadToApi<R extends ApiRoute>(
  route: R,
  input: ApiInput<R> & { body: Blob | FormData },
  { onProgress, signal }: UploadOptions = {},
): Promise<ApiAnswer<R>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answerOf<R>(xhr.status, xhr.responseText));
      reject(apiErrorOf(xhr.status, xhr.responseText, xhr.getResponseHeader("retry-after")));
    });
    xhr.addEventListener("error", () =>
      reject(new ApiError(0, "NETWORK", "The upload did not reach the server. Check your connection and try again.")),
    );
    xhr.addEventListener("abort", () => reject(signal?.reason));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.open(route.method.toUpperCase(), routePath(route, input));
    const { body } = input;
    if (body instanceof Blob) xhr.setRequestHeader("content-type", rawContentType(route, body));
    xhr.send(body);
  });
}

function rawContentType(route: ApiRoute, file: Blob): string {
  const octets = "application/octet-stream";
  const declared = route.request?.body?.content ?? {};
  return octets in declared ? octets : file.type || octets;
}

/**
 * Calls a declared route that answers with server-sent events and hands each event's `data:` JSON,
 * checked by `eventSchema`, to `onEvent` as it arrives; settles when the stream ends. A refusal before
 * the stream starts throws ApiError as `callApi` does; aborting `signal` closes the request.
 */
export async function streamApi<R extends ApiRoute, S extends z.ZodType>(
  route: R,
  input: ApiInput<R>,
  eventSchema: S,
  onEvent: (event: z.output<S>) => void,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const response = await apiFetch(routePath(route, input), {
    method: route.method.toUpperCase(),
    json: input.json,
    headers: { accept: "text/event-stream" },
    signal: options.signal,
  });
  if (!response.body) throw apiErrorOf(response.status, "", null);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  while (true) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const events = buffered.split("\n\n");
    buffered = events.pop() ?? "";
    for (const event of events) {
      if (!event.startsWith("data: ")) continue;
      const parsed = eventSchema.safeParse(safeJson(event.slice(6)));
      if (!parsed.success) throw new ApiError(response.status, "BAD_EVENT", "The server's answer could not be read");
      onEvent(parsed.data);
    }
  }
}
