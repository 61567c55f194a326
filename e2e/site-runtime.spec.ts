import sharp from "sharp";
import { allowConsoleErrors, editorSettled, expect, fileViaApi, signUpWithSite, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Site builds share busy cores with other work: give the journey room.
test.describe.configure({ timeout: 120_000 });

const FIRST_LOAD = { timeout: 30_000 };

test.use({ viewport: { width: 1280, height: 800 } });

test("Insert media writes an Image into a page, and the preview shows the picture", async ({ page }) => {
  const site = await signUpWithSite(page, "Fern Studio");
  const photo = await sharp({
    create: { width: 1400, height: 700, channels: 3, background: { r: 46, g: 125, b: 50 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post(`/api/sites/${site.id}/media?name=hero.jpg`, {
    data: photo,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(uploaded.status()).toBe(201);

  await page.goto(`/admin/site/${site.id}?file=pages%2FAbout.jsx`);
  await page.getByRole("tab", { name: "Code" }).click();
  await editorSettled(page);
  // The cursor goes before </Layout>, inside the page's markup.
  await page.locator(".view-line", { hasText: "</Layout>" }).click();
  await page.keyboard.press("Home");

  await page.getByRole("button", { name: "Insert media" }).click();
  const picker = page.getByRole("dialog", { name: "Insert media" });
  await picker.getByRole("searchbox", { name: "Search media" }).fill("nothing like it");
  await expect(picker.getByRole("status")).toHaveText('No media matches "nothing like it".');
  await picker.getByRole("searchbox", { name: "Search media" }).fill("hero");
  await picker.getByRole("button", { name: /hero\.jpg/ }).click();
  await expect(picker).toHaveCount(0);
  const code = page.locator('[data-slot="code-editor"] .view-lines');
  await expect(code).toContainText('import { Image } from "webcraft";');
  await expect(code).toContainText('<Image src="/media/hero.jpg" alt="hero" />');

  // The preview builds the unsaved draft; its image comes from the library through the preview origin.
  await page.getByRole("tab", { name: "Preview" }).click();
  const frame = page.frameLocator('iframe[title="Preview of pages/About.jsx"]');
  const image = frame.getByRole("img", { name: "hero" });
  await expect(image).toBeVisible(FIRST_LOAD);
  await expect(image).toHaveAttribute("width", "1400");
  await expect(image).toHaveAttribute("srcset", /\/media\/hero\.jpg\?w=640 640w/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), FIRST_LOAD)
    .toBeGreaterThan(0);
});

test("the starter's contact form says in the preview that forms arrive on the published site", async ({ page }) => {
  const site = await signUpWithSite(page, "Moss Bakery");
  await page.goto(`/admin/site/${site.id}?file=pages%2FContact.jsx`);
  const frame = page.frameLocator('iframe[title="Preview of pages/Contact.jsx"]');
  await expect(frame.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible(FIRST_LOAD);
  await frame.getByRole("textbox", { name: "Name" }).fill("Robin");
  await frame.getByRole("textbox", { name: "Email" }).fill("robin@example.com");
  await frame.getByRole("textbox", { name: "Message" }).fill("Do you bake rye on Sundays?");
  await frame.getByRole("button", { name: "Send message" }).click();
  await expect(frame.getByRole("status")).toHaveText(/Forms are received on the published site/);
  // Nothing was sent, and what was typed stays.
  await expect(frame.getByRole("textbox", { name: "Message" })).toHaveValue("Do you bake rye on Sundays?");
});

test("a published page carries srcset and the contact form hydrates, posting to the inbox", async ({ page }) => {
  const site = await signUpWithSite(page, "Willow Yard");
  const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 90, g: 60, b: 160 } } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post(`/api/sites/${site.id}/media?name=yard.png`, {
    data: photo,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(uploaded.status()).toBe(201);
  const about = await fileViaApi(page, site.id, "pages/About.jsx");
  const content = `import { Image } from "webcraft";\n\nexport default function About() {\n  return <Image src="/media/yard.png" alt="The yard" priority />;\n}\n`;
  const saved = await page.request.put(`/api/sites/${site.id}/files/${about?.id}/content`, { data: { content } });
  expect(saved.status()).toBe(200);
  const published = await page.request.post("/site/publish", { data: { site_id: site.id } });
  expect(published.status()).toBe(200);

  const origin = `http://${site.slug}.localhost:${PORT}`;
  allowConsoleErrors(new RegExp(`^Failed to load resource: .*status of 404 .* @ ${origin}/favicon\\.ico$`));
  const visitor = await page.context().newPage();
  await visitor.goto(`${origin}/about`);
  const image = visitor.getByRole("img", { name: "The yard" });
  await expect(image).toHaveAttribute(
    "srcset",
    "/media/yard.png?w=320 320w, /media/yard.png?w=640 640w, /media/yard.png 1000w",
  );
  await expect(image).toHaveAttribute("width", "1000");
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  await visitor.goto(`${origin}/contact`);
  const form = visitor.locator("form[data-form=contact]");
  await expect(form).toHaveAttribute("action", "/_forms/contact");
  await expect(form).toHaveAttribute("method", "post");
  // Hydrated: the form has noted when it was shown.
  await expect(form.locator("input[name=_t]")).toHaveValue(/^\d{13}$/);
  await expect(form.locator("input[name=_gotcha]")).toHaveAttribute("tabindex", "-1");
  await visitor.close();
});
