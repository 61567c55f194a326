import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { acceptedEncodings, matchesEtag } from "./accept-encoding";

/** One stored form of a file: on disk, or also in memory for the page every screen starts from. */
type Stored = { path: string; size: number; body?: Uint8Array<ArrayBuffer> };

/** A file of the built SPA and the compressed copies the build wrote beside it (scripts/vite-precompress.ts). */
export type SpaFile = { type: string; etag: string; identity: Stored; br: Stored | null; gzip: Stored | null };

const COPY_SUFFIX = /\.(br|gz)$/;

/**
 * Every file of the built SPA by URL path ("/assets/index-1a2b3c4d.js"), listed once at start-up: a
 * request can only name a file of this list, and choosing a form costs no look at the disk.
 */
export function listSpaFiles(webDist: string): Map<string, SpaFile> {
  const names = new Set(
    readdirSync(webDist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(webDist, join(entry.parentPath, entry.name)).split(sep).join("/")),
  );
  const stored = (name: string): Stored => ({ path: join(webDist, name), size: statSync(join(webDist, name)).size });
  const files = new Map<string, SpaFile>();
  for (const name of names) {
    if (COPY_SUFFIX.test(name) && names.has(name.slice(0, -3))) continue;
    const stats = statSync(join(webDist, name));
    files.set(`/${name}`, {
      type: getMimeType(name) ?? "application/octet-stream",
      // Size and time, as nginx does: a rebuild changes it, and it costs no read of the file.
      etag: `${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}`,
      identity: { path: join(webDist, name), size: stats.size },
      br: names.has(`${name}.br`) ? stored(`${name}.br`) : null,
      gzip: names.has(`${name}.gz`) ? stored(`${name}.gz`) : null,
    });
  }
  return files;
}

/** The same file with the bytes of each form read into memory. */
export function inMemory(file: SpaFile): SpaFile {
  const load = (form: Stored): Stored => ({ ...form, body: Uint8Array.from(readFileSync(form.path)) });
  return {
    ...file,
    identity: load(file.identity),
    br: file.br && load(file.br),
    gzip: file.gzip && load(file.gzip),
  };
}

type Answer = { cacheControl: string; status?: 200 | 404 };

/**
 * Answers `file` in the form the client accepts (brotli, then gzip, else the file itself), or 304 when
 * the client's copy of it, in whichever form, is current. Byte ranges are not offered: these are
 * scripts, styles and pages, fetched whole.
 */
export function sendSpaFile(c: Context, file: SpaFile, { cacheControl, status = 200 }: Answer): Response {
  const accepted = acceptedEncodings(c.req.header("accept-encoding"));
  const [form, encoding, tagSuffix] =
    accepted.br && file.br
      ? [file.br, "br", "-br"]
      : accepted.gzip && file.gzip
        ? [file.gzip, "gzip", "-gz"]
        : [file.identity, null, ""];
  c.header("Cache-Control", cacheControl);
  c.header("ETag", `"${file.etag}${tagSuffix}"`);
  // Also on the identity answer, so no shared cache hands it to a client that asked for brotli.
  if (file.br || file.gzip) c.header("Vary", "Accept-Encoding");
  if (status === 200 && matchesEtag(c.req.header("if-none-match"), file.etag)) return c.body(null, 304);
  c.header("Content-Type", file.type);
  c.header("Content-Length", String(form.size));
  if (encoding) c.header("Content-Encoding", encoding);
  if (c.req.method === "HEAD") return c.body(null, status);
  if (form.body) return c.body(form.body, status);
  return c.body(Readable.toWeb(createReadStream(form.path)) as ReadableStream, status);
}
