// A site on the fediverse from the admin: the owner turns it on and hands out its address; then a second
// fediverse server (server/test/fediverse-remote.ts on 127.0.0.2, playing Mastodon) follows it, likes and
// replies to a published post, and the owner approves the follow and answers the reply as the site.
import { mkdirSync } from "node:fs";
import { THEME_STORAGE_KEY } from "@common/constants";
import type { Federation } from "@common/schemas/fediverse";
import type { Page } from "@playwright/test";
import { type Remote, startRemote } from "../server/test/fediverse-remote";
import { axeFindings } from "./axe-findings";
import { expect, signUpWithSite, test, toast } from "./fixtures";
import { publishViaApi } from "./form-helpers";
import { png, uploadViaApi } from "./media-helpers";
import { createPostViaApi, paragraphs } from "./posts-helpers";

const SHOTS = "/tmp/shots-federated";

/** The page at both widths, whole, into /tmp/shots-federated (never the repository). */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  // A whole-page shot of a scrolled page draws the fixed top bar where the view was.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** axe's serious and critical findings of the page as it stands, at 1280 and 375 px, light and dark. */
async function expectAccessible(page: Page, name: string) {
  const before = page.viewportSize();
  const report: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      // Colours fade (transition-colors): axe reads them once every fade has ended.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
      report.push(...(await axeFindings(page)).map((finding) => `${colorScheme} ${width}px ${finding}`));
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (before) await page.setViewportSize(before);
  expect(report, `serious or critical axe findings on ${name}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // The app follows the system's theme, which expectAccessible switches.
  await page.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
});

test.use({ viewport: { width: 1280, height: 900 } });

test("an owner puts a site on the fediverse and sees the address to share", async ({ page }) => {
  const site = await signUpWithSite(page, "Fedi Bakery");
  await uploadViaApi(page, site.id, await png("bakery-logo.png", "#b45309", 256));
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await expect(menu.getByText("Soon", { exact: true })).toHaveCount(0);
  await menu.getByRole("link", { name: "Federated", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Federated" })).toBeVisible();
  await expect(page).toHaveTitle("Federated · Webcraft");
  await expect(page.getByText("None of your sites is on the fediverse yet")).toBeVisible();
  const card = page.getByRole("region", { name: "Fedi Bakery" });
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await shoot(page, "overview-off");
  await card.getByRole("link", { name: "Set up Fedi Bakery" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/federated\\?site=${site.id}$`));
  await expect(page).toHaveTitle("Fedi Bakery — Federated · Webcraft");
  await page.getByRole("textbox", { name: "Handle" }).fill("bakery");
  await expect(page.getByText(`People follow @bakery@${site.slug}.localhost`)).toBeVisible();
  await page.getByRole("textbox", { name: "Display name" }).fill("The Fedi Bakery");
  await page.getByRole("textbox", { name: "Bio" }).fill("Fresh bread every morning.");
  // The avatar comes from the site's media library, through the same picker as a post's cover.
  await page.getByRole("button", { name: "Choose avatar" }).click();
  await page
    .getByRole("dialog", { name: "Choose the avatar" })
    .getByRole("button", { name: /bakery-logo/ })
    .click();
  await expect(page.getByRole("img", { name: /^Avatar: / })).toBeVisible();
  await page.getByRole("switch", { name: "On the fediverse" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).filter({ hasText: "Fedi Bakery is on the fediverse" })).toBeVisible();

  const summary = page.getByRole("region", { name: "Fedi Bakery" });
  await expect(summary.getByText(new RegExp(`^@bakery@${site.slug}\\.localhost:\\d+$`))).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy Fediverse address" })).toBeVisible();
  const saved = (await (await page.request.get(`/api/sites/${site.id}/federation`)).json()) as Federation;
  expect(saved.avatar_media_id).not.toBeNull();
  await expect(page.getByRole("img", { name: /^Avatar: / })).toBeVisible();
  await shoot(page, "settings-on");

  await page.getByRole("link", { name: "All sites" }).click();
  await expect(card.getByText("On the fediverse", { exact: true })).toBeVisible();
  await expect(card.getByText(/^@bakery@/)).toBeVisible();
  await shoot(page, "overview-on");

  // Off again, after a question: the address stops answering.
  await card.getByRole("link", { name: "Open Fedi Bakery" }).click();
  await page.getByRole("switch", { name: "On the fediverse" }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  const question = page.getByRole("alertdialog", { name: "Take Fedi Bakery off the fediverse?" });
  await question.getByRole("button", { name: "Turn off" }).click();
  await expect(toast(page).filter({ hasText: "Fedi Bakery is off the fediverse" })).toBeVisible();
  await expect(question).toBeHidden();
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  expect(((await (await page.request.get(`/api/sites/${site.id}/federation`)).json()) as Federation).enabled).toBe(
    false,
  );
});

test.describe("with a second fediverse server", () => {
  let remote: Remote;
  test.beforeAll(async () => {
    remote = await startRemote();
  });
  test.afterAll(async () => {
    await remote?.close();
  });

  test("a follower arrives, likes and replies to a post, and the owner approves and answers", async ({ page }) => {
    test.setTimeout(120_000);
    const site = await signUpWithSite(page, "Fedi Roasters");
    await publishViaApi(page, site.id);
    const turnedOn = await page.request.put(`/api/sites/${site.id}/federation`, {
      data: { enabled: true, handle: "roasters", approve_follows: true },
    });
    expect(turnedOn.status()).toBe(200);
    const { actor_url: actorUrl } = (await turnedOn.json()) as Federation;
    const remotePort = new URL(remote.origin).port;

    // Alice asks to follow; the site approves follows itself.
    await remote.follow("alice", actorUrl);
    await page.goto(`/admin/federated?site=${site.id}&tab=followers`);
    const requests = page.getByRole("list", { name: "Requests" });
    await expect(requests.getByRole("listitem", { name: "Alice Remote" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /Followers 1 waiting/ })).toBeVisible();
    await shoot(page, "followers-request");
    await expectAccessible(page, "a follow request");
    await requests.getByRole("button", { name: "Approve Alice Remote" }).click();
    await expect(toast(page).filter({ hasText: "Request approved" })).toBeVisible();
    const followers = page.getByRole("list", { name: "Followers" });
    const alice = followers.getByRole("listitem", { name: "Alice Remote" });
    await expect(alice).toContainText(`@alice@127.0.0.2:${remotePort}`);
    await expect(alice).toContainText(`127.0.0.2:${remotePort}`);
    await remote.waitFor("Accept");
    await shoot(page, "followers");

    // A published post reaches Alice; she likes it and Bob replies.
    const post = await createPostViaApi(page, site.id, {
      title: "Sourdough is back",
      body: paragraphs("From Monday."),
    });
    const published = await page.request.post(`/api/sites/${site.id}/posts/${post.id}/publish`, { data: {} });
    expect(published.status()).toBe(200);
    const [create] = await remote.waitFor("Create");
    const articleId = String((create?.json.object as { id?: string } | undefined)?.id);
    await remote.like("alice", actorUrl, articleId);
    const note = await remote.reply("bob", actorUrl, articleId, "<p>Lovely!<script>alert(1)</script></p>");

    await page.getByRole("tab", { name: "Interactions" }).click();
    const interactions = page.getByRole("list", { name: "Interactions" });
    const reply = interactions.getByRole("listitem", { name: "Bob Remote, reply" });
    await expect(reply).toContainText("replied to Sourdough is back");
    await expect(reply).toContainText("Lovely!");
    await expect(reply.locator("script")).toHaveCount(0);
    await expect(interactions.getByRole("listitem", { name: "Alice Remote, like" })).toContainText("liked");
    await expect(interactions.getByRole("listitem").first()).toHaveAccessibleName("Bob Remote, reply");

    await reply.getByRole("button", { name: "Reply to Bob Remote" }).click();
    await reply.getByRole("textbox", { name: "Reply to Bob Remote as Fedi Roasters" }).fill("Thank you, Bob!");
    await shoot(page, "interactions-replying");
    await expectAccessible(page, "interactions with the reply box open");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page).filter({ hasText: "Reply sent" })).toBeVisible();
    await expect(reply).toContainText("Your answer was sent as Fedi Roasters.");
    await expect(interactions.getByRole("listitem", { name: "Fedi Roasters, reply" })).toContainText("Thank you, Bob!");
    const answer = (await remote.waitFor("Create", 2))[1]?.json.object as { inReplyTo?: string } | undefined;
    expect(answer?.inReplyTo).toBe(note.id?.href);
    await shoot(page, "interactions");

    // What went where: the Accept, the post and the answer, each delivered.
    await page.getByRole("tab", { name: "Deliveries" }).click();
    const deliveries = page.getByRole("list", { name: "Deliveries" });
    await expect(deliveries.getByRole("listitem", { name: `Accept to 127.0.0.2:${remotePort}` })).toContainText(
      "Delivered",
    );
    await expect(deliveries.getByRole("listitem", { name: `Create to 127.0.0.2:${remotePort}` }).first()).toBeVisible();
    await shoot(page, "deliveries");
    await expectAccessible(page, "the delivery log");

    // A whole server blocked: its follower goes; then unblocked.
    await page.getByRole("tab", { name: "Blocks" }).click();
    await page.getByRole("combobox", { name: "Block" }).selectOption("domain");
    await page.getByRole("textbox", { name: "Server" }).fill("127.0.0.2");
    await page.getByRole("button", { name: "Block", exact: true }).click();
    await expect(toast(page).filter({ hasText: "Blocked" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Blocked" }).getByRole("listitem", { name: "127.0.0.2" }),
    ).toBeVisible();
    await shoot(page, "blocks");
    await page.getByRole("button", { name: "Unblock 127.0.0.2" }).click();
    await expect(page.getByText("Nobody is blocked")).toBeVisible();
    await page.getByRole("tab", { name: "Followers" }).click();
    await expect(page.getByText("No followers yet")).toBeVisible();
  });
});
