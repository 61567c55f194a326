// Folders of the media library: renamed, moved and deleted; the grid walked by keys; a picture pasted in.
import { expect, signUpWithSite, test, toast } from "./fixtures";
import { library, png, tile, uploadViaApi } from "./media-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("folders are renamed, moved and deleted (asking first); arrow keys walk the grid; a pasted picture uploads", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Folder Roasters");
  await uploadViaApi(page, site.id, await png("ana.png", "#db2777"), "team");
  await uploadViaApi(page, site.id, await png("ben.png", "#0ea5e9"), "team");
  await uploadViaApi(page, site.id, await png("logo.png", "#16a34a"), "brand");
  await page.goto(`/admin/media/${site.id}`);

  // The editor's More actions menu leads here too.
  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: /^Media/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/media/${site.id}$`));

  const folderTile = (name: string) => library(page).getByRole("button", { name: `Folder ${name}`, exact: true });
  await folderTile("team").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(folderTile("brand")).toBeFocused();
  await page.keyboard.press("End");
  await expect(folderTile("team")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tile(page, "ana.png")).toBeVisible();
  await page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: "All files" }).click();

  await library(page).getByRole("button", { name: "Actions for folder team" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByRole("dialog", { name: "Rename team" }).getByLabel("Folder name").fill("people");
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Folder moved" })).toBeVisible();
  await expect(folderTile("people")).toBeVisible();
  await expect(folderTile("team")).toHaveCount(0);

  await library(page).getByRole("button", { name: "Actions for folder people" }).click();
  await page.getByRole("menuitem", { name: "Move" }).click();
  const move = page.getByRole("dialog", { name: "Move people" });
  await move.getByLabel("Folder").selectOption("brand");
  await move.getByRole("button", { name: "Move" }).click();
  await expect(folderTile("people")).toHaveCount(0);
  await folderTile("brand").click();
  await folderTile("people").click();
  await expect(page.getByRole("navigation", { name: "Folders" })).toContainText("brand");
  await expect(tile(page, "ben.png")).toBeVisible();
  const listed = await (await page.request.get(`/api/sites/${site.id}/media?q=ben`)).json();
  expect(listed.media[0].path).toBe("brand/people/ben.png");

  // A picture pasted anywhere on the page goes into the folder shown.
  const pasted = await png("screenshot.png", "#a855f7");
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], "screenshot.png", { type: "image/png" }));
    document.body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true }));
  }, pasted.buffer.toString("base64"));
  await expect(tile(page, "screenshot.png")).toBeVisible();

  await page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: "brand" }).click();
  await library(page).getByRole("button", { name: "Actions for folder people" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete folder people?" });
  await expect(confirm).toContainText("Every file in it");
  await confirm.getByRole("button", { name: "Delete folder" }).click();
  await expect(toast(page).filter({ hasText: "3 files deleted" })).toBeVisible();
  await expect(folderTile("people")).toHaveCount(0);
  await expect(tile(page, "logo.png")).toBeVisible();
});
