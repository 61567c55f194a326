import type { Post } from "@common/schemas/posts";
import { XMLParser } from "fast-xml-parser";
import { expect, it } from "vitest";
import { ownerWithSite, visit } from "../test/publishing";
import { describeEachDb } from "../test/test-app";
import { CONTENT_CHANGED_QUEUE } from "./content-rebuild";
import { describeServed, visitOver } from "./host/served";

const paragraph = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

async function called<T>(owner: Owner, method: string, path: string, json?: unknown): Promise<T> {
  const { status, body } = await owner.api.call<T>(method, path, json);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Lets the content-changed jobs (and any job they start) finish. */
async function settled(owner: Owner) {
  await owner.app.deps.jobs.drain({ includeDelayed: true, queues: [CONTENT_CHANGED_QUEUE] });
}

async function page(owner: Owner, path: string) {
  const response = await visit(owner.app, owner.site.slug, path);
  return { status: response.status, html: await response.text(), type: response.headers.get("content-type") };
}

type AtomEntry = { title: unknown; id: string; updated: string; published: string; content: unknown; link?: unknown };

function parsedFeed(xml: string) {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "entry",
  });
  const doc = parser.parse(xml) as { feed: Record<string, unknown> & { entry?: AtomEntry[] } };
  return doc.feed;
}

function expectDate(value: unknown) {
  expect(typeof value).toBe("string");
  expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

describeEachDb("posts on the published site", (use) => {
  it("shows a published post at /blog/{slug}, lists it, feeds it, and follows edits, unpublish and delete", async () => {
    const owner = await ownerWithSite(use(), "Karoo Coffee");
    const { site } = owner;
    await owner.publish();
    // Published before any post: the blog says so, the feed is empty but valid.
    expect((await page(owner, "/blog")).html).toContain("No posts yet");
    const empty = await page(owner, "/feed.xml");
    expect(empty.status).toBe(200);
    expect(empty.type).toBe("application/atom+xml; charset=utf-8");
    expect(parsedFeed(empty.html).entry).toBeUndefined();

    const base = `/api/sites/${site.id}/posts`;
    const created = await called<Post>(owner, "POST", base, {
      title: "Harvest </script><script>window.pwned=1</script> notes",
      slug: "harvest-notes",
      excerpt: "What the new beans taste like",
      tags: ["beans"],
      body: paragraph("Bright, sweet and a little floral."),
    });
    await called(owner, "POST", `${base}/${created.id}/publish`, {});
    await settled(owner);

    const post = await page(owner, "/blog/harvest-notes");
    expect(post.status).toBe(200);
    expect(post.html).toContain("Bright, sweet and a little floral.");
    expect(post.html).toContain("Harvest &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; notes");
    expect(post.html).not.toContain("<script>window.pwned");
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(post.html)?.[1];
    const article = JSON.parse(ld ?? "null");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Harvest </script><script>window.pwned=1</script> notes",
      url: `${owner.site.url}/blog/harvest-notes`,
    });
    expectDate(article.datePublished);
    expectDate(article.dateModified);
    expect(article.author).toEqual({ "@type": "Person", name: owner.user.name });
    const index = await page(owner, "/blog");
    expect(index.html).toContain('href="/blog/harvest-notes"');
    expect(index.html).toContain("What the new beans taste like");
    expect(index.html).not.toContain("No posts yet");
    // Pages that do not read content are the live deployment's, untouched.
    expect((await page(owner, "/about")).status).toBe(200);

    const feed = parsedFeed((await page(owner, "/feed.xml")).html);
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toMatchObject({ "#text": "Karoo Coffee" });
    expect(feed.id).toBe(`${owner.site.url}/`);
    expectDate(feed.updated);
    expect(feed.entry).toHaveLength(1);
    const [entry] = feed.entry ?? [];
    expect(entry?.title).toMatchObject({ "#text": "Harvest </script><script>window.pwned=1</script> notes" });
    expect(entry?.id).toBe(`urn:uuid:${created.id}`);
    expect(entry?.link).toMatchObject({ "@href": `${owner.site.url}/blog/harvest-notes`, "@rel": "alternate" });
    expectDate(entry?.published);
    expectDate(entry?.updated);
    expect(entry?.content).toMatchObject({ "@type": "html" });
    expect(entry?.content).toMatchObject({ "#text": expect.stringContaining("Bright, sweet and a little floral.") });

    // An edit of the published post changes the live page without a publish.
    const current = await called<Post>(owner, "GET", `${base}/${created.id}`);
    await called(owner, "PATCH", `${base}/${created.id}`, {
      base_version: current.version,
      body: paragraph("Now with tasting notes of apricot."),
    });
    await settled(owner);
    expect((await page(owner, "/blog/harvest-notes")).html).toContain("apricot");

    // A second post: both listed, newest first, two entries.
    const second = await called<Post>(owner, "POST", base, { title: "Opening hours", body: paragraph("Open daily.") });
    await called(owner, "POST", `${base}/${second.id}/publish`, {});
    await settled(owner);
    const both = (await page(owner, "/blog")).html;
    expect(both.indexOf(`/blog/${second.slug}`)).toBeLessThan(both.indexOf("/blog/harvest-notes"));
    expect(parsedFeed((await page(owner, "/feed.xml")).html).entry).toHaveLength(2);

    // Unpublish: gone from the site and the feed; delete: the other one too.
    await called(owner, "POST", `${base}/${created.id}/unpublish`, {});
    await settled(owner);
    expect((await page(owner, "/blog/harvest-notes")).status).toBe(404);
    expect((await page(owner, "/blog")).html).not.toContain("harvest-notes");
    expect(parsedFeed((await page(owner, "/feed.xml")).html).entry).toHaveLength(1);
    await called(owner, "DELETE", `${base}/${second.id}`);
    await settled(owner);
    expect((await page(owner, `/blog/${second.slug}`)).status).toBe(404);
    expect((await page(owner, "/blog")).html).toContain("No posts yet");
    expect(parsedFeed((await page(owner, "/feed.xml")).html).entry).toBeUndefined();
  });

  it("keeps unpublished code off the site when posts change, and rebuilds after a rollback", async () => {
    const owner = await ownerWithSite(use());
    const { site } = owner;
    const first = await owner.publish();
    await owner.save("pages/About.jsx", "export default function About() { return <p>Draft about</p>; }\n");
    const base = `/api/sites/${site.id}/posts`;
    const created = await called<Post>(owner, "POST", base, { title: "Hello", body: paragraph("First words.") });
    await called(owner, "POST", `${base}/${created.id}/publish`, {});
    await settled(owner);
    expect((await page(owner, "/blog/hello")).html).toContain("First words.");
    // The saved, unpublished edit is not live.
    expect((await page(owner, "/about")).html).not.toContain("Draft about");

    const second = await owner.publish();
    expect((await page(owner, "/about")).html).toContain("Draft about");
    // Back to the first deployment's code: its content pages catch up with today's posts.
    await called(owner, "POST", `/api/sites/${site.id}/deployments/${first.deployment_id}/rollback`);
    await settled(owner);
    expect((await page(owner, "/about")).html).not.toContain("Draft about");
    expect((await page(owner, "/blog/hello")).html).toContain("First words.");
    expect(second.deployment_id).not.toBe(first.deployment_id);
  });

  it("gives a site without a post page no post pages, but a feed", async () => {
    const owner = await ownerWithSite(use());
    const { site } = owner;
    const file = await owner.fileByPath("pages/blog/[slug].jsx");
    await called(owner, "DELETE", `/api/sites/${site.id}/files/${file.id}`);
    await owner.publish();
    const created = await called<Post>(owner, "POST", `/api/sites/${site.id}/posts`, { title: "Solo" });
    await called(owner, "POST", `/api/sites/${site.id}/posts/${created.id}/publish`, {});
    await settled(owner);
    expect((await page(owner, "/blog/solo")).status).toBe(404);
    expect((await page(owner, "/blog")).html).toContain("/blog/solo");
    const feed = parsedFeed((await page(owner, "/feed.xml")).html);
    expect(feed.entry).toHaveLength(1);
    expect(feed.entry?.[0]?.link).toBeUndefined();
  });
});

describeServed("the feed and post pages on a listening site host", (use, served) => {
  it("serves /feed.xml and /blog/{slug} with their types, revalidated, and follows a post change", async () => {
    const owner = await ownerWithSite(use());
    const { site } = owner;
    await owner.publish();
    const host = `${site.slug}.${use().env.siteDomain}`;
    const created = await called<Post>(owner, "POST", `/api/sites/${site.id}/posts`, {
      title: "Served",
      body: paragraph("Over a socket."),
    });
    await called(owner, "POST", `/api/sites/${site.id}/posts/${created.id}/publish`, {});
    await settled(owner);
    const feed = await visitOver(served().port, host, "/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("no-cache");
    expect(parsedFeed(await feed.text()).entry).toHaveLength(1);
    const post = await visitOver(served().port, host, "/blog/served");
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("Over a socket.");
    await called(owner, "POST", `/api/sites/${site.id}/posts/${created.id}/unpublish`, {});
    await settled(owner);
    expect((await visitOver(served().port, host, "/blog/served")).status).toBe(404);
    expect(parsedFeed(await (await visitOver(served().port, host, "/feed.xml")).text()).entry).toBeUndefined();
  });
});
