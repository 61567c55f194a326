// GET /_fonts/{package}/files/{file}.woff2 on the preview origin: a provided web font (docs/decisions/024)
// for the preview documents, which are single inline documents and so cannot carry the files as assets.
// Only the latin woff2 files of the installed font packages are served; anything else is a 404.

import { FONT_PREVIEW_PREFIX, fontFile } from "../../builder/site-fonts";
import { responseBody } from "../../site/host/site-host";

export { FONT_PREVIEW_PREFIX };

const COMMON = { "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin" };

export function servePreviewFont(request: Request, isHead: boolean): Response {
  const specifier = new URL(request.url).pathname.slice(FONT_PREVIEW_PREFIX.length);
  const bytes = fontFile(specifier);
  if (bytes === undefined) {
    return new Response(null, { status: 404, headers: { ...COMMON, "cache-control": "no-store" } });
  }
  return new Response(isHead ? null : responseBody(bytes), {
    status: 200,
    headers: {
      ...COMMON,
      "content-type": "font/woff2",
      "content-length": String(bytes.length),
      // The address does not name the package's version: a day, so an upgraded font reaches previews.
      "cache-control": "public, max-age=86400",
    },
  });
}
