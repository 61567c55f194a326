import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are left out (only devtools read them) and so are images. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves a few hundred bytes at most: not worth two more files. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality costs time that grows faster than the file: the code editor's TypeScript worker
 * (7 MB) took 40 s at 11 and 1 s at 9, for a copy 10 % larger. Files past this size are the code
 * editor's (Monaco and its language workers), fetched when it opens and cached for good; they get quality
 * 9, the rest (every screen's first answers among them) the best.
 */
const LARGE_BYTES = 1024 * 1024;
const LARGE_FILE_QUALITY = 9;

/** Every file under `dir` that is worth compressing, with its path. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the copies of one file that are smaller than it; true when it wrote any. */
async function precompress(path: string): Promise<boolean> {
  const content = readFileSync(path);
  // index.html is every screen's first answer: compressed whatever its size.
  if (content.length < MIN_BYTES && !path.endsWith(".html")) return false;
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          content.length > LARGE_BYTES ? LARGE_FILE_QUALITY : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A copy that is not smaller is not worth serving; the server then answers the original.
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
  return br.length < content.length || gz.length < content.length;
}

/** Writes the brotli and gzip copies of every compressible file under `dir`; returns how many files got some. */
export async function precompressDir(dir: string): Promise<number> {
  const written = await Promise.all(compressibleFiles(dir).map(precompress));
  return written.filter(Boolean).length;
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every compressible file of the
 * build, public files included, once it is written: the server picks one per request
 * (server/http/spa.ts) and never compresses on the fly. The files go in zlib's thread pool.
 */
export function precompressPlugin(): Plugin {
  let outDir = "";
  let logInfo = (_message: string) => {};
  return {
    name: "webcraft:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logInfo = (message) => config.logger.info(message);
    },
    writeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const started = performance.now();
        const count = await precompressDir(outDir);
        logInfo(`[precompress] .br and .gz copies of ${count} files in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
