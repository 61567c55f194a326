import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, signUpWithSite, test } from "./fixtures";

// Builds and Monaco's first load share two busy cores: give the journey room.
test.describe.configure({ timeout: 150_000 });

const FIRST_LOAD = { timeout: 30_000 };
const PREVIEW_FRAME = 'iframe[title="Preview of pages/Index.jsx"]';
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** A zip made the ordinary way (`zip -y`) holding a symbolic link beside a page. */
function zipWithLink(folder: string): string {
  writeFileSync(join(folder, "index.jsx"), "export default () => <h1>Hi</h1>;\n");
  symlinkSync("/etc/passwd", join(folder, "secrets.txt"));
  execFileSync("zip", ["-y", "-q", "linked.zip", "index.jsx", "secrets.txt"], { cwd: folder });
  return join(folder, "linked.zip");
}

for (const width of [1280, 375]) {
  test(`at ${width} px: export a site, import the zip as a new site, and its preview shows the same page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    const folder = mkdtempSync(join(tmpdir(), "webcraft-e2e-archive-"));
    try {
      const site = await signUpWithSite(page, "Harbour Bakery");
      await page.goto(`/admin/site/settings/${site.id}#export`);
      const exportCard = page.getByRole("region", { name: "Export" });
      await exportCard.scrollIntoViewIfNeeded();
      await shot(page, `site-settings-export-${width}`);
      const download = page.waitForEvent("download");
      await exportCard.getByRole("link", { name: "Export site (.zip)" }).click();
      const zip = join(folder, (await download).suggestedFilename());
      expect(zip.endsWith(`${site.slug}.zip`)).toBe(true);
      await (await download).saveAs(zip);

      await page.goto("/admin/sites");
      await expect(page.getByRole("heading", { name: "Sites", level: 1 })).toBeVisible();
      await shot(page, `sites-${width}`);
      await page.getByRole("button", { name: "Import a site" }).click();
      const dialog = page.getByRole("dialog", { name: "Import a site" });
      await expect(dialog).toBeVisible();
      await shot(page, `import-dialog-${width}`);

      // A refused zip: the dialog says which entry and why, and no site is made.
      allowConsoleErrors(/status of 400 .* @ .*\/api\/sites\/import$/);
      await dialog.getByLabel("Zip file").setInputFiles(zipWithLink(folder));
      await dialog.getByRole("button", { name: "Import site" }).click();
      await expect(dialog.getByRole("alert")).toContainText('"secrets.txt" is a symbolic link');
      await shot(page, `import-refused-${width}`);

      await dialog.getByLabel("Zip file").setInputFiles(zip);
      await dialog.getByLabel("Name (optional)").fill("Harbour Bakery Copy");
      await dialog.getByRole("button", { name: "Import site" }).click();
      await expect(page).toHaveURL(/\/admin\/site\/[\w-]+$/);
      expect(page.url()).not.toContain(site.id);
      if (width === 1280) {
        const heading = page
          .frameLocator(PREVIEW_FRAME)
          .getByRole("heading", { name: "Welcome to Harbour Bakery", level: 1 });
        await expect(heading).toBeVisible(FIRST_LOAD);
      }
      const sites = (await (await page.request.get("/api/sites")).json()) as { sites: { name: string }[] };
      expect(sites.sites.map((one) => one.name).sort()).toEqual(["Harbour Bakery", "Harbour Bakery Copy"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
