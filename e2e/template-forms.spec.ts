// Every template's contact form thanks the visitor on the published site when the inbox sends them back
// with ?submitted=1 (a post the browser sent itself, before or without the page's script).
import type { Page } from "@playwright/test";
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

test("each template's published contact page thanks the visitor on ?submitted=1, read out and in view", async ({
  page,
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
    await visitor.close();
  }
});
