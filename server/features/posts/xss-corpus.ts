// Hostile posts: script smuggled into a post's body (text, marks, node attributes), title, slug, excerpt,
// tags and cover image. Each is what a create request sends; the server either refuses it (4xx) or keeps
// it such that nothing of it runs on the published site. Every payload that would run calls alert(), so a
// browser test can fail on any dialog; the server test reads the rendered HTML.
import type { CreatePostInput, PostBody } from "@common/schemas/posts";

export type XssCase = { name: string; input: CreatePostInput };

type Node = Record<string, unknown>;

const doc = (...content: Node[]): PostBody => ({ type: "doc", content });
const text = (value: string, marks?: Node[]): Node => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: Node[]): Node => ({ type: "paragraph", content });
const link = (attrs: Node): Node => paragraph(text("click me", [{ type: "link", attrs }]));
const image = (attrs: Node): Node => ({ type: "image", attrs });
const youtube = (attrs: Node): Node => ({ type: "youtube", attrs });
const cell = (attrs: Node): Node => ({
  type: "table",
  content: [{ type: "tableRow", content: [{ type: "tableCell", attrs, content: [paragraph(text("cell"))] }] }],
});

const body = (name: string, ...content: Node[]): XssCase => ({ name, input: { title: name, body: doc(...content) } });

export const XSS_CORPUS: XssCase[] = [
  // Text is text, whatever it looks like.
  body("script tag in text", paragraph(text("<script>alert(1)</script>"))),
  body("img onerror in text", paragraph(text("<img src=x onerror=alert(1)>"))),
  body("attribute break-out in text", paragraph(text('"><svg onload=alert(1)>'))),
  body("script in a heading", { type: "heading", attrs: { level: 2 }, content: [text("<script>alert(1)</script>")] }),
  body("code block closing itself", {
    type: "codeBlock",
    content: [text("</code></pre><script>alert(1)</script>")],
  }),
  body("inline code mark", paragraph(text("<iframe src=javascript:alert(1)>", [{ type: "code" }]))),
  // Links.
  body("javascript: link", link({ href: "javascript:alert(1)" })),
  body("mixed-case javascript: link", link({ href: "JaVaScRiPt:alert(1)" })),
  body("javascript: link after spaces", link({ href: "   javascript:alert(1)" })),
  body("javascript: link split by a tab", link({ href: "java\tscript:alert(1)" })),
  body("javascript: link with a newline", link({ href: "javascript\n:alert(1)" })),
  body("entity-encoded javascript: link", link({ href: "&#106;avascript:alert(1)" })),
  body("javascript&colon; link", link({ href: "javascript&colon;alert(1)" })),
  body("data: HTML link", link({ href: "data:text/html,<script>alert(1)</script>" })),
  body("base64 data: link", link({ href: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" })),
  body("vbscript: link", link({ href: "vbscript:msgbox(1)" })),
  body("href breaking out of its quotes", link({ href: 'https://example.com/" onmouseover="alert(1)' })),
  body("link title breaking out", link({ href: "https://example.com/", title: '" onmouseover="alert(1)' })),
  body("link target breaking out", link({ href: "https://example.com/", target: '_blank" onclick="alert(1)' })),
  body("link class breaking out", link({ href: "https://example.com/", class: 'x" onclick="alert(1)' })),
  body("link with an onclick attribute", link({ href: "https://example.com/", onclick: "alert(1)" })),
  // Images.
  body("javascript: image", image({ src: "javascript:alert(1)" })),
  body(
    "SVG data: image",
    image({ src: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>" }),
  ),
  body("image src breaking out", image({ src: 'x" onerror="alert(1)' })),
  body("image alt breaking out", image({ src: "/media/cake.jpg", alt: '"><script>alert(1)</script>' })),
  body("image with an onerror attribute", image({ src: "/media/cake.jpg", onerror: "alert(1)" })),
  body("image width breaking out", image({ src: "/media/cake.jpg", width: '1" onload="alert(1)' })),
  // Embeds.
  body("javascript: video", youtube({ src: "javascript:alert(1)" })),
  body("video from another host", youtube({ src: "https://evil.example/embed/dQw4w9WgXcQ" })),
  body("video src breaking out", youtube({ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ" onload="alert(1)' })),
  body("video start breaking out", youtube({ src: "https://youtu.be/dQw4w9WgXcQ", start: '1" onload="alert(1)' })),
  body("iframe node", { type: "iframe", attrs: { src: "javascript:alert(1)" } }),
  body("script node", { type: "script", content: [text("alert(1)")] }),
  // Other attributes.
  body("heading level breaking out", { type: "heading", attrs: { level: "2 onclick=alert(1)" }, content: [text("h")] }),
  body("code language breaking out", {
    type: "codeBlock",
    attrs: { language: '"><script>alert(1)</script>' },
    content: [text("x")],
  }),
  body("ordered list type breaking out", {
    type: "orderedList",
    attrs: { type: '1" onclick="alert(1)', start: "1 onclick=alert(1)" },
    content: [{ type: "listItem", content: [paragraph(text("item"))] }],
  }),
  body("table width loading script", cell({ colwidth: ["1px;background:url(javascript:alert(1))"] })),
  body("table align loading script", cell({ align: "center;background:url(javascript:alert(1))" })),
  body("unknown mark", paragraph(text("x", [{ type: "script", attrs: { src: "javascript:alert(1)" } }]))),
  body("bold with an onclick", paragraph(text("x", [{ type: "bold", attrs: { onclick: "alert(1)" } }]))),
  // The post's other fields.
  { name: "script in the title", input: { title: "<script>alert(1)</script>" } },
  { name: "img onerror in the title", input: { title: '"><img src=x onerror=alert(1)>' } },
  { name: "title closing the head", input: { title: "</title><script>alert(1)</script>" } },
  { name: "script in the slug", input: { slug: "<script>alert(1)</script>" } },
  { name: "javascript: slug", input: { slug: "javascript:alert(1)" } },
  { name: "slug breaking out", input: { slug: 'x" onmouseover="alert(1)' } },
  { name: "script in the excerpt", input: { excerpt: "<img src=x onerror=alert(1)>" } },
  { name: "script in a tag", input: { tags: ["<script>alert(1)</script>"] } },
  { name: "javascript: cover image", input: { cover_image: "javascript:alert(1)" } },
  { name: "cover image breaking out", input: { cover_image: 'https://example.com/a.png"onerror="alert(1)' } },
];
