import type { Locator } from "@playwright/test";
import { allowConsoleErrors, editorSettled, expect, fileViaApi, signUpWithSite, test, toast } from "./fixtures";
import { dropFiles, png } from "./media-helpers";

// Whole journeys across the media library, the code editor, the preview, publishing and the visitor's page.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIRST_LOAD = { timeout: 30_000 };

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 800 } });

/** The visitor's address of a site, and no complaint about the favicon the starter does not have. */
function siteOrigin(slug: string): string {
  const origin = `http://${slug}.localhost:${PORT}`;
  allowConsoleErrors(new RegExp(`^Failed to load resource: .*status of 404 .* @ ${origin}/favicon\\.ico$`));
  return origin;
}

/** The colour of the image's middle pixel as the visitor's browser decoded it. */
async function middleColour(image: Locator): Promise<number[]> {
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1);
    return [...data.slice(0, 3)];
  });
}

test("a picture dropped into the library goes into a page, shows in the preview, and loads for the visitor once published", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Harbour Kayaks");
  await page.goto(`/admin/media/${site.id}`);
  await dropFiles(page, [await png("harbour.png", "#0369a1", 900)]);
  await expect(page.getByRole("button", { name: /harbour\.png/ }).first()).toBeVisible(FIRST_LOAD);

  await page.goto(`/admin/site/${site.id}?file=pages%2FAbout.jsx`);
  await page.getByRole("tab", { name: "Code" }).click();
  await editorSettled(page);
  await page.locator(".view-line", { hasText: "</Layout>" }).click();
  await page.keyboard.press("Home");
  await page.getByRole("button", { name: "Insert media" }).click();
  await page
    .getByRole("dialog", { name: "Insert media" })
    .getByRole("button", { name: /harbour\.png/ })
    .click();
  await expect(page.locator('[data-slot="code-editor"] .view-lines')).toContainText('<Image src="/media/harbour.png"');

  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title="Preview of pages/About.jsx"]').getByRole("img", { name: "harbour" });
  await expect(preview).toBeVisible(FIRST_LOAD);
  await preview.scrollIntoViewIfNeeded();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), FIRST_LOAD)
    .toBeGreaterThan(0);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page)).toContainText("File saved");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page)).toContainText("Site published", FIRST_LOAD);

  const visitor = await page.context().newPage();
  await visitor.goto(`${siteOrigin(site.slug)}/about`);
  const image = visitor.getByRole("img", { name: "harbour" });
  await expect(image).toHaveAttribute("width", "900");
  await expect(image).toHaveAttribute("srcset", /\/media\/harbour\.png\?w=640 640w/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await visitor.close();
});

test("replacing a picture in the library changes the published page's picture at the same address", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Orchard Cider");
  const file = await fileViaApi(page, site.id, "pages/About.jsx");
  await page.goto(`/admin/media/${site.id}`);
  await dropFiles(page, [await png("apples.png", "#dc2626", 200)]);
  await expect(page.getByRole("button", { name: /apples\.png/ }).first()).toBeVisible(FIRST_LOAD);
  const content = 'export default function About() {\n  return <img src="/media/apples.png" alt="Apples" />;\n}\n';
  expect(
    (await page.request.put(`/api/sites/${site.id}/files/${file?.id}/content`, { data: { content } })).status(),
  ).toBe(200);
  expect((await page.request.post("/site/publish", { data: { site_id: site.id } })).status()).toBe(200);

  const visitor = await page.context().newPage();
  await visitor.goto(`${siteOrigin(site.slug)}/about`);
  const image = visitor.getByRole("img", { name: "Apples" });
  await expect.poll(() => middleColour(image)).toEqual([220, 38, 38]);

  // Replaced in the library: same address, new bytes; the published page is not published again.
  await page
    .getByRole("button", { name: /apples\.png/ })
    .first()
    .click();
  const details = page.getByRole("region", { name: "apples.png" });
  const chooser = page.waitForEvent("filechooser");
  await details.getByRole("button", { name: "Replace" }).click();
  await (await chooser).setFiles([await png("green-apples.png", "#16a34a", 200)]);
  await expect(toast(page).filter({ hasText: "apples.png keeps its address." })).toBeVisible();

  await visitor.reload();
  await expect(image).toHaveAttribute("src", "/media/apples.png");
  await expect.poll(() => middleColour(image)).toEqual([22, 163, 74]);
  await visitor.close();
});
