import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";
import { dropFiles, library, png, program, tile, uploadViaApi } from "./media-helpers";
import { expectRefused } from "./roles-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

/** Sends uploads at a trickle, so their progress can be seen. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test("upload by drop and picker, a refusal with its reason, search, a folder, alt text, copy and delete", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/status of 415 .* @ .*\/media\?name=report\.exe/);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const site = await signUpWithSite(page, "Karoo Coffee");
  await page.goto(`/admin/media/${site.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  await expect(page.getByText("No files yet")).toBeVisible();
  await expect(page.getByText(/Drop images, videos, PDFs or fonts anywhere on this page/)).toBeVisible();

  // Two files dropped anywhere on the page.
  await dropFiles(page, [await png("sunrise.png", "#f59e0b"), await png("roastery.png", "#78350f")]);
  await expect(tile(page, "sunrise.png")).toBeVisible();
  await expect(tile(page, "roastery.png")).toBeVisible();

  // Two more from the picker, sent slowly: a row per file with its progress; the program is refused.
  const fast = await slowUploads(page, 200 * 1024);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload files" }).click();
  await (await chooser).setFiles([await png("beans.png", "", 400, true), program("report.exe")]);
  const uploads = page.getByRole("region", { name: "Uploads" });
  const beans = uploads.getByRole("progressbar", { name: "beans.png upload progress" });
  await expect(beans).toBeVisible();
  await expect
    .poll(async () => Number(await beans.getAttribute("aria-valuenow")), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const refused = uploads.getByRole("listitem", { name: "report.exe" });
  await expect(refused.getByText("report.exe is not a supported file type")).toBeVisible();
  await fast();
  await expect(tile(page, "beans.png")).toBeVisible({ timeout: 20_000 });

  // A retry meets the same refusal; removing the row drops it.
  await refused.getByRole("button", { name: "Retry report.exe" }).click();
  await expect(refused.getByText("report.exe is not a supported file type")).toBeVisible();
  await refused.getByRole("button", { name: "Remove report.exe" }).click();
  await expect(refused).toBeHidden();
  await expect(tile(page, "report.exe")).toHaveCount(0);

  // Search looks at names in every folder.
  await page.getByRole("searchbox", { name: "Search files by name" }).fill("roast");
  await expect(tile(page, "roastery.png")).toBeVisible();
  await expect(tile(page, "sunrise.png")).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search files by name" }).fill("");

  // A new folder opens empty; a file moved into it leaves the top of the library.
  await page.getByRole("button", { name: "New folder" }).click();
  await page.getByRole("dialog", { name: "New folder" }).getByLabel("Folder name").fill("gallery");
  await page.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByText("“gallery” is empty")).toBeVisible();
  await page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: "All files" }).click();
  await tile(page, "sunrise.png").click();
  const details = page.getByRole("region", { name: "sunrise.png" });
  await details.getByRole("button", { name: "Move" }).click();
  const move = page.getByRole("dialog", { name: "Move sunrise.png" });
  await move.getByLabel("Folder").selectOption("gallery");
  await move.getByRole("button", { name: "Move" }).click();
  await expect(toast(page).filter({ hasText: "Now at /media/gallery/sunrise.png" })).toBeVisible();
  await expect(tile(page, "sunrise.png")).toHaveCount(0);
  await library(page).getByRole("button", { name: "Folder gallery", exact: true }).click();
  await expect(tile(page, "sunrise.png")).toBeVisible();

  // Alt text is saved with the file.
  await tile(page, "sunrise.png").click();
  await details.getByLabel("Alt text").fill("The sun rising over the Karoo");
  await details.getByRole("button", { name: "Save alt text" }).click();
  await expect(toast(page).filter({ hasText: "Alt text saved" })).toBeVisible();
  const listed = await (await page.request.get(`/api/sites/${site.id}/media?q=sunrise`)).json();
  expect(listed.media[0].alt).toBe("The sun rising over the Karoo");
  await expect(details.getByRole("img", { name: "The sun rising over the Karoo" })).toBeVisible();

  // The URL is the site's own address for the file.
  await details.getByRole("button", { name: "Copy URL" }).click();
  await expect(toast(page).filter({ hasText: "URL copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^http://${site.slug}\\.localhost:\\d+/media/gallery/sunrise\\.png$`));
  // The browser loads the picture from there: the site's host answers for its media.
  const width = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth;
  }, copied);
  expect(width).toBe(96);

  // Deleting asks first.
  await page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: "All files" }).click();
  await tile(page, "beans.png").click();
  await page.getByRole("region", { name: "beans.png" }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete beans.png?" });
  await expect(confirm).toContainText("/media/beans.png stops working at once");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page).filter({ hasText: "File deleted" })).toBeVisible();
  await expect(tile(page, "beans.png")).toHaveCount(0);
  await expect(tile(page, "roastery.png")).toBeVisible();
});

test("an upload under way can be cancelled, and nothing of it is kept", async ({ page }) => {
  const site = await signUpWithSite(page, "Cancel Roasters");
  await page.goto(`/admin/media/${site.id}`);
  await expect(page.getByText("No files yet")).toBeVisible();
  await slowUploads(page, 20 * 1024);
  await dropFiles(page, [await png("huge.png", "", 400, true)]);
  const uploads = page.getByRole("region", { name: "Uploads" });
  const progress = uploads.getByRole("progressbar", { name: "huge.png upload progress" });
  await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  await uploads.getByRole("button", { name: "Cancel huge.png" }).click();
  await expect(uploads).toBeHidden();
  const listed = await (await page.request.get(`/api/sites/${site.id}/media`)).json();
  expect(listed.media).toEqual([]);
  await expect(page.getByText("No files yet")).toBeVisible();
});

test("the grid or list choice is remembered", async ({ page }) => {
  const site = await signUpWithSite(page, "Grid Roasters");
  await page.goto(`/admin/media/${site.id}`);
  await dropFiles(page, [await png("cup.png", "#0ea5e9")]);
  await expect(tile(page, "cup.png")).toBeVisible();
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("table", { name: "Folders and files" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("table", { name: "Folders and files" }).getByRole("button", { name: /cup\.png/ }),
  ).toBeVisible();
});

test("replace keeps the address, the earlier version can be restored, and a file in use says where before it goes", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Replace Roasters");
  const created = await page.request.post(`/api/sites/${site.id}/files`, {
    data: {
      full_path: "pages/Gallery.jsx",
      content: 'export default () => <img src="/media/roastery.png" alt="" />;\n',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin/media/${site.id}`);
  await dropFiles(page, [await png("roastery.png", "#78350f", 64)]);
  await tile(page, "roastery.png").click();
  const details = page.getByRole("region", { name: "roastery.png" });
  await expect(details.getByText("64 × 64 px")).toBeVisible();
  await expect(details.getByRole("link", { name: "pages/Gallery.jsx" })).toBeVisible();
  await expect(details.getByText("No earlier versions")).toBeVisible();
  const url = await details.getByLabel("URL", { exact: true }).inputValue();

  const chooser = page.waitForEvent("filechooser");
  await details.getByRole("button", { name: "Replace" }).click();
  await (await chooser).setFiles([await png("roastery-new.png", "#16a34a", 128)]);
  await expect(toast(page).filter({ hasText: "roastery.png keeps its address." })).toBeVisible();
  await expect(details.getByText("128 × 128 px")).toBeVisible();
  await expect(details.getByLabel("URL", { exact: true })).toHaveValue(url);
  const versions = details.getByRole("list", { name: "Earlier versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(1);
  await expect(versions).toContainText("64 × 64");

  await versions.getByRole("button", { name: /^Restore/ }).click();
  await expect(toast(page).filter({ hasText: "Version restored" })).toBeVisible();
  await expect(details.getByText("64 × 64 px")).toBeVisible();
  await expect(versions).toContainText("128 × 128");

  // In use: the confirmation names the page that shows it, which links to the editor.
  await details.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete roastery.png?" });
  await expect(confirm).toContainText("It is used in 1 site file");
  await expect(confirm.getByRole("link", { name: "pages/Gallery.jsx" })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await details.getByRole("link", { name: "pages/Gallery.jsx" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}\\?file=pages%2FGallery\\.jsx$`));
});

test("a viewer sees the library but every change is refused with the reason; an unknown site is not found", async ({
  page,
  browser,
}) => {
  const site = await signUpWithSite(page, "Viewer Roasters");
  await uploadViaApi(page, site.id, await png("hero.png", "#f59e0b"));
  const viewer = await joinViaApi(browser, page, "viewer");
  const them = viewer.page;
  await them.goto(`/admin/media/${site.id}`);
  await expect(them.getByText(/Your role \(viewer\) cannot upload or change media/).first()).toBeVisible();
  await expectRefused(
    them,
    them.getByRole("button", { name: "Upload files" }),
    "Your role (viewer) cannot upload or change media",
  );
  await expectRefused(
    them,
    them.getByRole("button", { name: "New folder" }),
    "Your role (viewer) cannot upload or change media",
  );
  await tile(them, "hero.png").click();
  const details = them.getByRole("region", { name: "hero.png" });
  await expect(details.getByLabel("Alt text")).toHaveAttribute("readonly", "");
  await expectRefused(
    them,
    details.getByRole("button", { name: "Delete" }),
    "Your role (viewer) cannot upload or change media",
  );
  await viewer.context.close();

  allowConsoleErrors(/status of 404 .* @ .*\/api\/sites\/no-such-site$/);
  await page.goto("/admin/media/no-such-site");
  await expect(page.getByText("Site not found")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the editor's site menu leads to the library, whose details open in a sheet", async ({ page }) => {
    const site = await signUpWithSite(page, "Phone Roasters");
    await uploadViaApi(page, site.id, await png("hero.png", "#f59e0b"));
    await page.goto(`/admin/site/${site.id}`);
    await page.getByRole("button", { name: "Site menu" }).click();
    await page.getByRole("menuitem", { name: /^Media/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await tile(page, "hero.png").click();
    const sheet = page.getByRole("dialog", { name: "hero.png" });
    await expect(sheet.getByText("96 × 96 px")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(tile(page, "hero.png")).toBeFocused();
  });
});

test("a library that cannot be read says so in place of the files, and Try again reads it", async ({ page }) => {
  allowConsoleErrors(/net::ERR_FAILED/);
  const site = await signUpWithSite(page, "Offline Roasters");
  const list = (url: URL) => url.pathname === `/api/sites/${site.id}/media`;
  await page.route(list, (route) => route.abort("failed"));
  await page.goto(`/admin/media/${site.id}`);
  const alert = page.getByRole("alert").filter({ hasText: "Error loading media" });
  await expect(alert).toBeVisible();
  // Not the empty library's invitation to upload: nothing is known about the files.
  await expect(page.getByText("No files yet")).toHaveCount(0);
  await page.unroute(list);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("No files yet")).toBeVisible();
  await expect(alert).toHaveCount(0);
});
