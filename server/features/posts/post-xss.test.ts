// The sanitising, through the API: every hostile post of the corpus is either refused with a 4xx or
// published with HTML in which nothing can run. The HTML is read here by plain patterns, apart from the
// server's own check (html-safety.ts), which must agree.
import type { Post } from "@common/schemas/posts";
import { beforeAll, expect, it } from "vitest";
import { signedUpOwner } from "../../test/api";
import { postsApi } from "../../test/posts";
import { describeEachDb } from "../../test/test-app";
import { unsafeHtmlReasons, YOUTUBE_EMBED_PREFIX } from "./html-safety";
import { listPublishedPosts } from "./published-posts";
import { XSS_CORPUS } from "./xss-corpus";

/** Tags of `html` that could run script, each with why. */
function scriptableTags(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const squeezed = tag.toLowerCase().replace(/\s|&#0*9;|&#x0*9;|&tab;|&newline;/g, "");
    if (/^<\/?(script|style|svg|math|object|embed|base|form|meta|link|frame|frameset)\b/i.test(tag)) found.push(tag);
    // An attribute's quoted value is text: a handler is an attribute name outside the quotes.
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""'))) found.push(`${tag} (handler)`);
    if (/(javascript|vbscript|data|livescript):/.test(squeezed)) found.push(`${tag} (scheme)`);
    if (/^<iframe\b/i.test(tag) && !tag.includes(`src="${YOUTUBE_EMBED_PREFIX}`)) found.push(`${tag} (frame)`);
    if (/srcdoc|url\(|expression\(/i.test(tag)) found.push(`${tag} (loads)`);
  }
  return found;
}

describeEachDb("hostile posts", (use) => {
  let posts: ReturnType<typeof postsApi>;
  let siteId: string;
  beforeAll(async () => {
    const owner = await signedUpOwner(use());
    const site = await owner.api.createSite("Hostile");
    siteId = site.id;
    posts = postsApi(use(), owner.user, site.id);
  });

  it(`refuses or renders harmless each of the ${XSS_CORPUS.length} payloads`, async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    const kept = new Map<string, Post>();
    const refused: string[] = [];
    for (const { name, input } of XSS_CORPUS) {
      const { status, body } = await posts.call<Post>("POST", posts.base, input);
      expect({ name, status: status >= 400 && status < 500 ? "refused" : status }).toEqual({
        name,
        status: status === 201 ? 201 : "refused",
      });
      if (status !== 201) {
        refused.push(name);
        continue;
      }
      expect((await posts.publish(body.id)).status).toBe(200);
      kept.set(body.id, body);
      // What was given as text is kept as text, for the pages to escape.
      if (input.title) expect(body.title).toBe(input.title);
      if (input.excerpt) expect(body.excerpt).toBe(input.excerpt);
    }
    const published = await listPublishedPosts(use().deps.db, siteId);
    expect(published.map((post) => post.id).sort()).toEqual([...kept.keys()].sort());
    const problems = published.flatMap((post) =>
      [...scriptableTags(post.html), ...unsafeHtmlReasons(post.html)].map((why) => `${post.title}: ${why}`),
    );
    expect(problems).toEqual([]);
    // The payloads that only a refusal stops: schema-breaking nodes and marks, and bad slugs and covers.
    expect(refused.sort()).toEqual(
      [
        "iframe node",
        "script node",
        "unknown mark",
        "script in the slug",
        "javascript: slug",
        "slug breaking out",
        "javascript: cover image",
        "cover image breaking out",
      ].sort(),
    );
    // Unsafe links lose their link, unsafe images and videos are left out; safe parts stay.
    const html = (title: string) => published.find((post) => post.title === title)?.html;
    expect(html("javascript: link")).toBe("<p>click me</p>");
    expect(html("javascript: image")).toBe("<p></p>");
    expect(html("video src breaking out")).toBe("<p></p>");
    expect(html("script tag in text")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html("link target breaking out")).toBe('<p><a href="https://example.com/">click me</a></p>');
    console.log(`hostile posts: ${kept.size} published harmless, ${refused.length} refused`);
  });
});
