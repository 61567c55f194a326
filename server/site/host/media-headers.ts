import { isMediaMime, MEDIA_TYPES } from "@common/media";

/** Raster images, video and fonts: nothing in them runs, and the document a browser wraps them in needs no more. */
const MEDIA_POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/**
 * An SVG is a document that could hold script; the stored one has been cleaned, and `sandbox` (no
 * allow-scripts) makes sure that, opened on its own, nothing in it could run or reach our origin.
 */
const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
/**
 * No `sandbox` for PDFs: Chrome and Safari refuse to show a PDF in a sandboxed document. A PDF may carry
 * JavaScript; browsers' PDF viewers run it (if at all) isolated from the page's origin, without DOM or
 * cookies. And a PDF is served only where its uploader's own site code already runs (docs/decisions/007,
 * "PDFs shown inline"), so inline is safe.
 */
const PDF_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'";
/** Anything we did not take as media is only ever downloaded. */
const DOWNLOAD_POLICY = "default-src 'none'; sandbox";

const MIME_SHAPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** `inline` or `attachment`, with the file's name (form attachments use it too). */
export function contentDisposition(inline: boolean, name: string | undefined): string {
  const type = inline ? "inline" : "attachment";
  if (!name) return type;
  // An ASCII fallback for old clients, and the exact name in UTF-8 (RFC 6266).
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function policyFor(contentType: string): string {
  if (!isMediaMime(contentType)) return DOWNLOAD_POLICY;
  if (contentType === "image/svg+xml") return SVG_POLICY;
  return MEDIA_TYPES[contentType].kind === "pdf" ? PDF_POLICY : MEDIA_POLICY;
}

/**
 * The headers a media file is served with: its type as stored, never sniffed; accepted media shown in the
 * browser, anything else only downloaded; a Content-Security-Policy that lets nothing run. Media is
 * embedded by published sites on their own origins, hence Cross-Origin-Resource-Policy: cross-origin.
 */
export function mediaHeaders(mime: string, name?: string): Record<string, string> {
  const bare = mime.split(";")[0]?.trim().toLowerCase() ?? "";
  const contentType = MIME_SHAPE.test(bare) ? bare : "application/octet-stream";
  const accepted = isMediaMime(contentType);
  return {
    "content-type": contentType,
    "content-disposition": contentDisposition(accepted, name),
    "content-security-policy": policyFor(contentType),
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "cross-origin",
  };
}
