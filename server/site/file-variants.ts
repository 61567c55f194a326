import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size compression saves less than the headers it costs. */
const MIN_COMPRESS_BYTES = 256;
/** Brotli 11 takes seconds per megabyte; 9 is within a few percent of it at a twentieth of the time. */
const BROTLI_QUALITY = 9;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export type FileVariants = { etag: string; gzip: Buffer | null; br: Buffer | null };

/** A strong validator from the bytes: the same file in two deployments has the same ETag. */
export function contentHash(content: Buffer | string): string {
  return createHash("sha256").update(content).digest("base64url").slice(0, 22);
}

/**
 * The ETag and pre-compressed forms of one deployment file, computed once at publish time (in
 * zlib's thread pool, off the event loop). A form is kept only when it is smaller.
 */
export async function fileVariants(content: Buffer, contentType: string): Promise<FileVariants> {
  const etag = contentHash(content);
  if (content.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(contentType)) return { etag, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: contentType.startsWith("text/") ? constants.BROTLI_MODE_TEXT : 0,
      },
    }),
  ]);
  return { etag, gzip: gz.length < content.length ? gz : null, br: br.length < content.length ? br : null };
}
