// A post's body from the editor's JSON to the HTML its page shows, on the server and without a DOM: the
// document is checked against the editor's own schema (common/post-extensions.ts), cleaned of every
// address and attribute that could run code or load a foreign frame, then rendered by TipTap's static
// renderer (which escapes all text and attribute values), and the HTML is checked once more.

import { escapeHtml } from "@common/escape-html";
import {
  isSafePostHref,
  isSafePostImageSrc,
  POST_HEADING_LEVELS,
  postExtensions,
  youtubeVideoId,
} from "@common/post-extensions";
import { POST_BODY_MAX_BYTES, type PostBody } from "@common/schemas/posts";
import { getSchema, type JSONContent } from "@tiptap/core";
import type { Schema } from "@tiptap/pm/model";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { AppError } from "../../errors";
import { unsafeHtmlReasons, YOUTUBE_EMBED_PREFIX } from "./html-safety";

const extensions = postExtensions();
let schema: Schema | undefined;

function postSchema(): Schema {
  schema ??= getSchema(extensions);
  return schema;
}

export const EMPTY_POST_BODY: PostBody = { type: "doc", content: [{ type: "paragraph" }] };

type Attrs = Record<string, unknown>;
type Mark = { type: string; attrs?: Attrs };

function whole(value: unknown, min: number, max: number, fallback: number | null): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

function text(value: unknown, max = 500): string | null {
  return typeof value === "string" && value !== "" ? value.slice(0, max) : null;
}

function cleanMark(mark: Mark): Mark | null {
  if (mark.type !== "link") return { type: mark.type };
  const href = typeof mark.attrs?.href === "string" ? mark.attrs.href.trim() : "";
  if (!isSafePostHref(href)) return null;
  const blank = mark.attrs?.target === "_blank";
  return {
    type: "link",
    attrs: {
      href,
      target: blank ? "_blank" : null,
      rel: blank ? "noopener noreferrer" : null,
      class: null,
      title: text(mark.attrs?.title),
    },
  };
}

/** A node's attributes narrowed to what its kind renders safely; null drops the node. */
function cleanAttrs(type: string, attrs: Attrs): Attrs | null | undefined {
  switch (type) {
    case "heading": {
      const level = whole(attrs.level, 0, 9, null);
      return { level: POST_HEADING_LEVELS.find((allowed) => allowed === level) ?? POST_HEADING_LEVELS[0] };
    }
    case "codeBlock": {
      const language = typeof attrs.language === "string" && /^[A-Za-z0-9+#._-]{1,30}$/.test(attrs.language);
      return { language: language ? attrs.language : null };
    }
    case "orderedList":
      return {
        start: whole(attrs.start, 0, 1_000_000, 1),
        type: ["1", "a", "A", "i", "I"].includes(attrs.type as string) ? attrs.type : null,
      };
    case "image": {
      const src = typeof attrs.src === "string" ? attrs.src.trim() : "";
      if (!isSafePostImageSrc(src)) return null;
      return {
        src,
        alt: text(attrs.alt, 1000),
        title: text(attrs.title),
        width: whole(attrs.width, 1, 10_000, null),
        height: whole(attrs.height, 1, 10_000, null),
      };
    }
    case "youtube": {
      const id = typeof attrs.src === "string" ? youtubeVideoId(attrs.src) : null;
      if (!id) return null;
      return {
        src: `https://www.youtube.com/watch?v=${id}`,
        start: whole(attrs.start, 0, 1_000_000, 0),
        width: whole(attrs.width, 1, 4000, 640),
        height: whole(attrs.height, 1, 4000, 480),
      };
    }
    case "tableCell":
    case "tableHeader": {
      const widths = Array.isArray(attrs.colwidth) ? attrs.colwidth.map((w) => whole(w, 1, 10_000, null)) : null;
      return {
        colspan: whole(attrs.colspan, 1, 100, 1),
        rowspan: whole(attrs.rowspan, 1, 100, 1),
        colwidth: widths?.every((w) => w !== null) ? widths : null,
        align: ["left", "center", "right"].includes(attrs.align as string) ? attrs.align : null,
      };
    }
    default:
      return undefined;
  }
}

/** The document with unsafe links unlinked and unsafe images and videos left out (an empty paragraph in their place). */
function cleanNode(node: JSONContent): JSONContent {
  const type = node.type ?? "";
  const attrs = cleanAttrs(type, node.attrs ?? {});
  if (attrs === null) return { type: "paragraph" };
  const clean: JSONContent = { type };
  if (attrs) clean.attrs = attrs;
  if (type === "text") clean.text = node.text ?? "";
  if (node.marks) {
    const marks = node.marks.map((mark) => cleanMark(mark as Mark)).filter((mark) => mark !== null);
    if (marks.length > 0) clean.marks = marks;
  }
  if (node.content) clean.content = node.content.map(cleanNode);
  return clean;
}

function invalid(reason: string): AppError {
  return new AppError("VALIDATION_FAILED", `The post's body is not one the editor can make: ${reason}`);
}

/**
 * The body as it will be kept: within the size limit (413), of the editor's schema (400), with unsafe
 * links, images and videos taken out.
 */
export function cleanPostBody(body: PostBody): PostBody {
  if (Buffer.byteLength(JSON.stringify(body)) > POST_BODY_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", `A post's body may hold at most ${POST_BODY_MAX_BYTES / 1_000_000} MB`);
  }
  if (!body.content || body.content.length === 0) return EMPTY_POST_BODY;
  try {
    const checked = postSchema().nodeFromJSON(body);
    checked.check();
    const clean = cleanNode(checked.toJSON() as JSONContent);
    postSchema().nodeFromJSON(clean).check();
    return clean as PostBody;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A YouTube video, from its cleaned attributes: the no-cookie player, lazily loaded, sending the page's
 * origin as referrer (the player refuses to play without one, whatever the page's own policy).
 */
function youtubeHtml({ node }: { node: { attrs: Record<string, unknown> } }): string {
  const id = youtubeVideoId(String(node.attrs.src)) ?? "";
  const start = Number(node.attrs.start) > 0 ? `?start=${Number(node.attrs.start)}` : "";
  const attributes = [
    `src="${escapeHtml(`${YOUTUBE_EMBED_PREFIX}${id}${start}`)}"`,
    'title="YouTube video"',
    `width="${Number(node.attrs.width)}"`,
    `height="${Number(node.attrs.height)}"`,
    'allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"',
    'allowfullscreen=""',
    'loading="lazy"',
    'referrerpolicy="strict-origin-when-cross-origin"',
  ];
  return `<div data-youtube-video=""><iframe ${attributes.join(" ")}></iframe></div>`;
}

/** The HTML of a body already cleaned by `cleanPostBody`; throws rather than return anything unsafe. */
export function renderPostHtml(body: PostBody): string {
  const html = renderToHTMLString({
    extensions,
    content: body as JSONContent,
    options: { nodeMapping: { youtube: youtubeHtml } },
  });
  const reasons = unsafeHtmlReasons(html);
  if (reasons.length > 0) throw new Error(`The post's rendered HTML is unsafe: ${reasons.join("; ")}`);
  return html;
}
