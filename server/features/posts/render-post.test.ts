import type { PostBody } from "@common/schemas/posts";
import { describe, expect, it } from "vitest";
import { unsafeHtmlReasons } from "./html-safety";
import { cleanPostBody, renderPostHtml } from "./render-post";

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const render = (...content: unknown[]) => renderPostHtml(cleanPostBody({ type: "doc", content } as PostBody));

describe("a post's body rendered on the server", () => {
  it("renders every kind of content the editor makes", () => {
    const html = render(
      { type: "heading", attrs: { level: 2 }, content: [text("Opening hours")] },
      paragraph(
        text("Fresh "),
        text("bread", [{ type: "bold" }]),
        text(" and "),
        text("cakes", [{ type: "italic" }]),
        text(" at "),
        text("our shop", [{ type: "link", attrs: { href: "https://example.com/shop", target: "_blank" } }]),
        text(" "),
        text("npm i", [{ type: "code" }]),
      ),
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("Rye"))] }] },
      { type: "orderedList", content: [{ type: "listItem", content: [paragraph(text("First"))] }] },
      { type: "blockquote", content: [paragraph(text("Best in town"))] },
      { type: "codeBlock", attrs: { language: "js" }, content: [text("a < b")] },
      { type: "image", attrs: { src: "/media/bread.jpg", alt: "A loaf" } },
      { type: "youtube", attrs: { src: "https://youtu.be/dQw4w9WgXcQ" } },
      {
        type: "table",
        content: [{ type: "tableRow", content: [{ type: "tableHeader", content: [paragraph(text("Day"))] }] }],
      },
    );
    expect(html).toContain("<h2>Opening hours</h2>");
    expect(html).toContain("<strong>bread</strong>");
    expect(html).toContain("<em>cakes</em>");
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com/shop">our shop</a>');
    expect(html).toContain("<code>npm i</code>");
    expect(html).toContain("<ul><li><p>Rye</p></li></ul>");
    expect(html).toContain("<blockquote><p>Best in town</p></blockquote>");
    expect(html).toContain('<pre><code class="language-js">a &lt; b</code></pre>');
    expect(html).toContain('<img src="/media/bread.jpg" alt="A loaf"/>');
    expect(html).toContain(
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" width="640" height="480"',
    );
    expect(html).toContain("<th");
    expect(unsafeHtmlReasons(html)).toEqual([]);
  });

  it("embeds a YouTube video from any of its addresses through the no-cookie player", () => {
    const addresses = [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ];
    for (const src of addresses) {
      expect(render({ type: "youtube", attrs: { src, start: 30 } })).toContain(
        'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30"',
      );
    }
    expect(render({ type: "youtube", attrs: { src: "https://vimeo.com/1" } })).toBe("<p></p>");
  });

  it("refuses a document the editor cannot make, naming why", () => {
    expect(() => cleanPostBody({ type: "doc", content: [{ type: "script" }] })).toThrow(/Unknown node type: script/);
    expect(() => cleanPostBody({ type: "doc", content: [text("loose")] })).toThrow(/not one the editor can make/);
    expect(() =>
      cleanPostBody({ type: "doc", content: [paragraph(text("x", [{ type: "blink" }]))] } as PostBody),
    ).toThrow(/mark type blink/);
  });

  it("keeps an empty document as one empty paragraph", () => {
    expect(cleanPostBody({ type: "doc" })).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    expect(renderPostHtml(cleanPostBody({ type: "doc", content: [] }))).toBe("<p></p>");
  });

  it("refuses a body over the size limit", () => {
    const big = paragraph(text("x".repeat(1_000_001)));
    expect(() => cleanPostBody({ type: "doc", content: [big] } as PostBody)).toThrow(/at most 1 MB/);
  });

  it("has its last check name what could run in HTML", () => {
    const bad = [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)"/>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>',
      '<iframe src="https://evil.example/"></iframe>',
      '<td style="background:url(javascript:alert(1))">x</td>',
      "<p>a < b</p>",
      "<!-- x --><p>x</p>",
      "<svg><p>x</p></svg>",
    ];
    for (const html of bad)
      expect({ html, reasons: unsafeHtmlReasons(html).length > 0 }).toEqual({ html, reasons: true });
    expect(unsafeHtmlReasons('<p><a href="mailto:a@example.com">a</a> <a href="/blog/x#top">b</a></p>')).toEqual([]);
  });
});
