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

/** Calls our JSON API with the session cookie; throws ApiError with the server's message. */
async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, { ...init, headers, body, credentials: "same-origin" });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (
      data as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | undefined
    )?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? `Request failed (${response.status})`,
      error?.details,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type JsonAnswer<T> = T extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : never;
type SchemaInput<T> = T extends z.ZodType ? z.input<T> : never;
type Request<R extends ApiRoute> = NonNullable<R["request"]>;

/** What a declared route's success answers with: its 200 or 201 body, or nothing for 204. */
export type ApiAnswer<R extends ApiRoute> = R["responses"] extends { 200: infer A }
  ? JsonAnswer<A>
  : R["responses"] extends { 201: infer A }
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

/**
 * Calls a route declared in common/api/, typed by the same declaration the server implements:
 * `callApi(fileApi.get, { params: { siteId, fileId } })` answers a SiteFile.
 */
export function callApi<R extends ApiRoute>(
  route: R,
  input: ApiInput<R> = {} as ApiInput<R>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiAnswer<R>> {
  const { params, query, json } = input as { params?: Record<string, string>; query?: object; json?: unknown };
  let path = route.path.replaceAll(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
  const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, value]) => value !== undefined));
  if (search.size > 0) path += `?${search}`;
  return apiFetch(path, { method: route.method.toUpperCase(), json, signal: options.signal });
}

/**
 * Sends a file as the raw body of a declared route that takes one (an organization's logo), with the
 * file's own content type; answers and fails as `callApi` does.
 */
export function uploadToApi<R extends ApiRoute>(route: R, file: Blob): Promise<ApiAnswer<R>> {
  return apiFetch(route.path, {
    method: route.method.toUpperCase(),
    body: file,
    headers: { "content-type": file.type || "application/octet-stream" },
  });
}
