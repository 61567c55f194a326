// The one schema of a post's body: the admin's editor writes documents with these extensions and the
// server checks and renders them with the same list, so what the editor can make is exactly what a page
// can show. The address rules below are shared too: the editor refuses the links and images the server
// would drop.
import type { AnyExtension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import Youtube from "@tiptap/extension-youtube";
import StarterKit from "@tiptap/starter-kit";

/** Heading levels a post's body may use: the page's own title is its one h1. */
export const POST_HEADING_LEVELS = [2, 3, 4] as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * A link a post may hold: https://, http://, mailto: and tel: addresses, and paths or anchors of the site
 * itself (/…, #…). Anything else (javascript:, data:, vbscript:, protocol-relative //…) is refused.
 */
export function isSafePostHref(href: string): boolean {
  const value = href.trim();
  if (value === "" || CONTROL_OR_BACKSLASH.test(value)) return false;
  if (value.startsWith("#")) return true;
  if (value.startsWith("/")) return !value.startsWith("//");
  return /^(https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:[+0-9][0-9 ()+.-]*)$/i.test(value);
}

/** An image a post may show: a file of the site's media library (/media/…) or an https:// address. */
export function isSafePostImageSrc(src: string): boolean {
  const value = src.trim();
  if (CONTROL_OR_BACKSLASH.test(value) || /\s/.test(value)) return false;
  return /^\/media\/[^/]/.test(value) || /^https:\/\/[^\s/?#]+/i.test(value);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube address (watch, youtu.be, embed, shorts), or null when it is not one. */
export function youtubeVideoId(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live") id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The extensions of a post's body, in the editor and on the server. */
export function postExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...POST_HEADING_LEVELS] },
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isSafePostHref(url),
      },
    }),
    Image.configure({ allowBase64: false }),
    Youtube.configure({ nocookie: true, HTMLAttributes: { title: "YouTube video" } }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
