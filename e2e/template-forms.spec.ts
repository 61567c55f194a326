// Every template's contact form thanks the visitor on the published site when the inbox sends them back
// with ?submitted=1 (a post the browser sent itself, before or without the page's script). On the phone
// the visitor uses, each template's header folds its links behind a Menu button.
import type { Browser, Page } from "@playwright/test";
import { createOrganizationViaApi, expect, signUpViaApi, test } from "./fixtures";
import { FIRST_LOAD, publishViaApi, siteOrigin } from "./form-helpers";

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 375, height: 812 } });

/** Each template and the page of its form. */
const TEMPLATES = ["church", "portfolio", "restaurant", "salon", "shop", "trades"] as const;

async function publishedTemplateSite(page: Page, templateId: string) {
  const created = await page.request.post("/api/sites", {
    data: { name: `Thanks ${templateId}`, template_id: templateId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const site = (await created.json()) as { id: string; slug: string };
  await publishViaApi(page, site.id);
  return site;
}

/** The Menu button opens and closes by mouse and by keyboard, Escape giving the focus back, and leads to the blog. */
async function openAndCloseMenu(visitor: Page, templateId: string) {
  const menu = visitor.getByRole("button", { name: "Menu" });
  await expect(menu, templateId).toHaveAttribute("aria-expanded", "false");
  const panel = visitor.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
  await expect(panel, templateId).toBeHidden();
  await menu.click();
  await expect(menu, templateId).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByRole("link", { name: "Blog", exact: true }), templateId).toBeVisible();
  await menu.click();
  await expect(panel, templateId).toBeHidden();
  await menu.focus();
  await visitor.keyboard.press("Enter");
  await expect(menu, templateId).toHaveAttribute("aria-expanded", "true");
  await visitor.keyboard.press("Tab");
  await expect(panel.getByRole("link").first(), templateId).toBeFocused();
  await visitor.keyboard.press("Escape");
  await expect(panel, templateId).toBeHidden();
  await expect(menu, templateId).toBeFocused();
  await expect(menu, templateId).toHaveAttribute("aria-expanded", "false");
  await visitor.keyboard.press("Space");
  await panel.getByRole("link", { name: "Blog", exact: true }).click();
  await expect(visitor, templateId).toHaveURL(/\/blog$/);
}

/** Before its script runs (here: never), the same menu opens as a <details> element. */
async function menuWithoutScript(browser: Browser, origin: string, templateId: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const visitor = await context.newPage();
  await visitor.goto(`${origin}/about`);
  const blog = visitor.getByRole("banner").getByRole("link", { name: "Blog", exact: true });
  await expect(blog, templateId).toBeHidden();
  await visitor.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  await blog.click();
  await expect(visitor, templateId).toHaveURL(`${origin}/blog`);
  await context.close();
}

test("each template's published site thanks on ?submitted=1, read out and in view, and folds its links behind a phone menu", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Thankful Co");
  for (const templateId of TEMPLATES) {
    const site = await publishedTemplateSite(page, templateId);
    const origin = siteOrigin(site.slug);
    const visitor = await page.context().newPage();
    await visitor.goto(`${origin}/contact?submitted=1`);
    const thanks = visitor.locator("form[data-form]").getByRole("status");
    await expect(thanks, templateId).toHaveText(/^Thank you!/, FIRST_LOAD);
    await expect(thanks, templateId).toBeInViewport();
    // A reload, or the address passed on, does not thank anyone again.
    await expect(visitor).toHaveURL(`${origin}/contact`);
    await visitor.reload();
    await expect(visitor.locator("form[data-form]")).toBeVisible();
    await expect(visitor.locator("form[data-form]").getByRole("status")).toHaveText("");
    await openAndCloseMenu(visitor, templateId);
    await visitor.close();
    await menuWithoutScript(browser, origin, templateId);
  }
});
