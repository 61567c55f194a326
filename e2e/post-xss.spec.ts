import type { Post } from "@common/schemas/posts";
import type { Page } from "@playwright/test";
import { XSS_CORPUS } from "../server/features/posts/xss-corpus";
import { allowConsoleErrors, expect, signUpWithSite, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Many posts to create, a content rebuild and dozens of pages to open on busy cores.
test.describe.configure({ timeout: 300_000 });

/** Every way a payload could run: a dialog, a replaced alert/confirm/prompt, or an eval-like call noted. */
const TRAP = `(() => {
  window.__xssRan = false;
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    window[name] = () => { window.__xssRan = true; };
  }
})();`;

/** Markup of the post body that could run script: event handlers, script-like URLs, script elements. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript|data):/i;
    for (const element of document.querySelectorAll("#root *")) {
      if (
        element.tagName === "SCRIPT" ||
        (element.tagName === "IFRAME" && scriptUrl.test(element.getAttribute("src") ?? ""))
      ) {
        found.push(element.outerHTML.slice(0, 120));
      }
      for (const attribute of element.attributes) {
        const named = attribute.name.toLowerCase();
        const isUrl = ["href", "src", "action", "formaction", "xlink:href", "srcdoc"].includes(named);
        if (named.startsWith("on") || named === "srcdoc" || (isUrl && scriptUrl.test(attribute.value))) {
          found.push(`${element.tagName.toLowerCase()} ${named}="${attribute.value.slice(0, 80)}"`);
        }
      }
    }
    return found;
  });
}

test("no payload of the XSS corpus runs on the published site's post pages, blog index or feed", async ({ page }) => {
  const site = await signUpWithSite(page, "Hostile Ink");
  expect((await page.request.post("/site/publish", { data: { site_id: site.id } })).status()).toBe(200);

  const accepted: { name: string; slug: string }[] = [];
  const refused: string[] = [];
  for (const hostile of XSS_CORPUS) {
    const created = await page.request.post(`/api/sites/${site.id}/posts`, { data: hostile.input });
    if (created.status() >= 400 && created.status() < 500) {
      refused.push(hostile.name);
      continue;
    }
    expect(created.status(), hostile.name).toBe(201);
    const post = (await created.json()) as Post;
    const published = await page.request.post(`/api/sites/${site.id}/posts/${post.id}/publish`, { data: {} });
    expect(published.status(), hostile.name).toBe(200);
    accepted.push({ name: hostile.name, slug: post.slug });
  }
  test
    .info()
    .annotations.push({ type: "corpus", description: `${accepted.length} published, ${refused.length} refused` });
  expect(accepted.length + refused.length).toBeGreaterThanOrEqual(30);

  const origin = `http://${site.slug}.localhost:${PORT}`;
  allowConsoleErrors(new RegExp(`^Failed to load resource: .*status of 404 .* @ ${origin}/favicon\\.ico$`));
  // Images of the corpus point nowhere on purpose (src=x, example.com, which this machine cannot reach):
  // failed loads only, never an error of running code.
  allowConsoleErrors(/^Failed to load resource: .*status of 404/, /^Failed to load resource: net::ERR_[A-Z_]+ @ /);

  const visitor = await page.context().newPage();
  await visitor.addInitScript(TRAP);
  const dialogs: string[] = [];
  visitor.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // The live site follows the posts within seconds: wait for the feed to hold them all.
  await expect
    .poll(
      async () => {
        const response = await visitor.goto(`${origin}/feed.xml`);
        return ((await response?.text()) ?? "").match(/<entry>/g)?.length ?? 0;
      },
      { timeout: 120_000 },
    )
    .toBe(accepted.length);
  const visit = async (path: string, what: string) => {
    const response = await visitor.goto(`${origin}${path}`);
    expect(response?.status(), what).toBe(200);
    await visitor.waitForLoadState("load");
    expect(await visitor.evaluate(() => (window as unknown as { __xssRan: boolean }).__xssRan), what).toBe(false);
  };

  for (const { name, slug } of accepted) {
    await visit(`/blog/${slug}`, name);
    expect(await dangerousMarkup(visitor), name).toEqual([]);
    // The body was hydrated from the page's island without a mismatch (a mismatch logs a console error).
    await expect(visitor.locator("#root h1")).toBeVisible();
  }
  await visit("/blog", "blog index");
  expect(await dangerousMarkup(visitor)).toEqual([]);
  for (const { slug } of accepted) await expect(visitor.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1);

  // The feed: served as Atom (the browser shows it as XML, running nothing), one entry per post.
  const feed = await visitor.goto(`${origin}/feed.xml`);
  expect(feed?.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = (await feed?.text()) ?? "";
  expect(xml.match(/<entry>/g)?.length ?? 0).toBe(accepted.length);
  expect(xml).not.toMatch(/<script/i);
  expect(await visitor.evaluate(() => (window as unknown as { __xssRan?: boolean }).__xssRan ?? false)).toBe(false);

  expect(dialogs).toEqual([]);
  await visitor.close();
});
