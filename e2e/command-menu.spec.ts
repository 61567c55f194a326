import type { Page } from "@playwright/test";
import { allowConsoleErrors, editorSettled, expect, signUpWithSite, test, toast } from "./fixtures";

// Monaco's first load and a site build share two busy cores with other work: give journeys room.
test.describe.configure({ timeout: 150_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIRST_LOAD = { timeout: 30_000 };

/** The about page as the starter template writes it, with another heading. */
function aboutPage(heading: string): string {
  return `import Layout from "../components/Layout.jsx";

export default function About() {
  return (
    <Layout>
      <h1 className="text-3xl font-bold">${heading}</h1>
    </Layout>
  );
}
`;
}

function commandMenu(page: Page) {
  return page.getByRole("dialog", { name: "Command menu" });
}

/** Ctrl/Cmd+K, then `query` typed into the menu's search field. */
async function searchFor(page: Page, query: string) {
  await page.keyboard.press("ControlOrMeta+k");
  const search = commandMenu(page).getByRole("combobox", { name: "Search sites, files, screens and actions" });
  await expect(search).toBeFocused();
  await search.fill(query);
  return search;
}

/** The option the search field points at (aria-activedescendant): what Enter runs. */
async function highlighted(page: Page) {
  const id = await page.getByRole("combobox").getAttribute("aria-activedescendant");
  return page.locator(`[id="${id}"]`);
}

/** What a visitor sees at `path` of the site's own host, in the same browser. */
async function visitorHeading(page: Page, slug: string, path: string): Promise<string> {
  // The starter site has no icon; the browser asks for /favicon.ico anyway and logs the site's 404.
  allowConsoleErrors(
    new RegExp(`^Failed to load resource: .*status of 404 .* @ http://${slug}\\.localhost:${PORT}/favicon\\.ico$`),
  );
  const visitor = await page.context().newPage();
  await visitor.goto(`http://${slug}.localhost:${PORT}${path}`);
  const heading = (await visitor.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
  await visitor.close();
  return heading.trim();
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("in the editor the menu opens a file, saves and publishes it; Ctrl+P lists files; ? lists the shortcuts", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Lantern Studio");
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true", FIRST_LOAD);

    // Part of a file's name, Enter: the file opens in the Code tab, as a click in the explorer would.
    await searchFor(page, "abou");
    await expect(await highlighted(page)).toHaveText("pages/About.jsx");
    await page.keyboard.press("Enter");
    await expect(commandMenu(page)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]file=pages%2FAbout\.jsx/);
    await editorSettled(page);

    // Typed into Monaco, then Ctrl+K with Monaco focused: the menu opens (Monaco's own Ctrl+K chords give way).
    const editor = page.locator('[data-slot="code-editor"] .monaco-editor');
    await editor.locator(".view-lines").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText(aboutPage("Made by hand"));
    await expect(page.getByText("(unsaved changes)")).toBeVisible();
    await searchFor(page, "save");
    await expect(await highlighted(page)).toContainText("Save file");
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("File saved");
    await expect(page.getByText("(unsaved changes)")).toHaveCount(0);

    await searchFor(page, "publ");
    await expect(await highlighted(page)).toHaveText("Publish site");
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(page.getByRole("link", { name: "Visit Site" })).toBeVisible();
    expect(await visitorHeading(page, site.slug, "/about")).toBe("Made by hand");

    // Ctrl+P with Monaco focused: the same menu, files only, and not the browser's Print.
    await editor.locator(".view-lines").click();
    // Listening on the way down after the menu's own listener: the press never reaches the page below.
    await page.evaluate(() => {
      const note = (event: KeyboardEvent) => {
        if (event.key === "p") document.body.dataset.printPrevented = String(event.defaultPrevented);
      };
      window.addEventListener("keydown", note, { capture: true });
    });
    await page.keyboard.press("ControlOrMeta+p");
    const files = page.getByRole("dialog", { name: "Go to file" });
    await expect(files.getByRole("combobox", { name: "Go to file" })).toBeFocused();
    await expect(files.getByRole("group", { name: "Files" }).getByRole("option")).toHaveText([
      "components/Layout.jsx",
      "components/post-body.css",
      "pages/About.jsx",
      "pages/Contact.jsx",
      "pages/Index.jsx",
      "pages/blog/[slug].jsx",
      "pages/blog/index.jsx",
      "site.json",
      "styles.css",
    ]);
    await expect(files.getByRole("group")).toHaveCount(1);
    await expect(page.locator("body")).toHaveAttribute("data-print-prevented", "true");
    await page.keyboard.type("layout");
    await expect(files.getByRole("option")).toHaveText(["components/Layout.jsx"]);
    await page.keyboard.press("Escape");
    await expect(files).toHaveCount(0);

    // Back to the preview from the menu; then ? (focus on a button, not a field) shows the shortcuts.
    await searchFor(page, "preview");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Preview" }).focus();
    await page.keyboard.press("?");
    const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Open the command menu: sites, screens and actions")).toBeVisible();
    await expect(sheet.getByText("Go to a file")).toBeVisible();
    await expect(sheet.locator("kbd", { hasText: "Ctrl" })).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
  });

  test("from the admin the menu goes to a screen and to a site by name; keys and mouse pick results", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Copper Kettle");
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible(FIRST_LOAD);

    await searchFor(page, "sett");
    await expect(await highlighted(page)).toContainText("Settings");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

    const search = await searchFor(page, "zzqx");
    await expect(commandMenu(page).getByRole("status")).toHaveText("No results for “zzqx”");
    await expect(commandMenu(page).getByRole("option")).toHaveCount(0);

    // Arrow keys move the highlight through every group and wrap around.
    await search.fill("");
    const options = commandMenu(page).getByRole("option");
    const first = await options.first().getAttribute("id");
    await expect(search).toHaveAttribute("aria-activedescendant", first ?? "");
    await page.keyboard.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(search).toHaveAttribute("aria-activedescendant", (await options.last().getAttribute("id")) ?? "");

    // A site by its name, picked with the mouse.
    await search.fill("kettle");
    await commandMenu(page)
      .getByRole("group", { name: "Sites" })
      .getByRole("option", { name: /Copper Kettle/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}`));
    await expect(page.getByRole("tab", { name: "Preview" })).toBeVisible(FIRST_LOAD);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("at 375 px the top bar's Search opens the menu over the whole screen, with touch-sized options", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Pocket Atelier");
    await page.goto("/admin");
    await page.getByRole("button", { name: "Search" }).click();
    const menu = commandMenu(page);
    await expect(menu.getByRole("combobox")).toBeFocused();
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    const siteOption = menu.getByRole("option", { name: /Pocket Atelier/ });
    expect((await siteOption.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect((await menu.getByRole("button", { name: "Close" }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await siteOption.click();
    await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}`));

    // In the editor the same button offers the site's files.
    await page.getByRole("button", { name: "Search" }).click();
    await menu.getByRole("combobox").fill("index");
    await menu.getByRole("option", { name: "pages/Index.jsx", exact: true }).click();
    // Phones switch views in the bottom bar, where Code is now the pressed one.
    await expect(page.getByRole("button", { name: "Code", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Search" }).click();
    await menu.getByRole("button", { name: "Close" }).click();
    await expect(menu).toHaveCount(0);
  });
});
