import type { Page } from "@playwright/test";
import { admin, codeReady, editorReady, type Screen } from "./accessibility-kit";
import { editorSettled, expect } from "./fixtures";

export const EDITOR_SCREENS: Screen[] = [
  admin("Editor, preview", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
  {
    ...admin("Editor, code", "/admin/site/:id", (site) => `/admin/site/${site.id}?file=pages/Index.jsx`, editorReady),
    sharesOwner: true,
    open: codeReady,
  },
  {
    ...admin(
      "Editor, history",
      "/admin/site/:id",
      (site) => `/admin/site/${site.id}?file=pages/Index.jsx`,
      editorReady,
    ),
    sharesOwner: true,
    open: async (page, width) => {
      await codeReady(page, width);
      await page.getByRole("button", { name: "History" }).click();
      await expect(page.getByRole("region", { name: "History" })).toBeVisible();
    },
  },
  {
    ...admin("Editor, deployments", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    sharesOwner: true,
    open: async (page, width) => {
      if (width === 375) {
        await page.getByRole("button", { name: "Site menu" }).click();
        await page.getByRole("menuitem", { name: "Deployments" }).click();
      } else {
        await page.getByRole("button", { name: "Deployments" }).click();
      }
      await expect(page.getByRole("dialog", { name: "Deployments" })).toBeVisible();
    },
  },
  {
    ...admin("Editor, more actions", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [1280],
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "More actions" }).click();
      await expect(page.getByRole("menuitem", { name: "Delete Site" })).toBeVisible();
    },
  },
  {
    ...admin("Editor, unpublished changes", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [1280],
    open: async (page) => {
      // A first publish, then one saved change: the header offers the list of what is not live yet.
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByText(/^Live · published/).first()).toBeVisible({ timeout: 30_000 });
      await codeReady(page);
      await page.locator('[data-slot="code-editor"] .monaco-editor .view-lines').click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.insertText("\n// a change\n");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("button", { name: "1 unpublished change" }).click();
      await expect(page.getByRole("list", { name: "Changed files" })).toBeVisible();
    },
  },
  {
    ...admin("Editor, new file dialog", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [1280],
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "New File" }).click();
      await expect(page.getByRole("dialog", { name: "New File" })).toBeVisible();
      await editorSettled(page);
    },
  },
  {
    ...admin("Editor, site menu", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [375],
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Site menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  {
    ...admin("Editor, go to file", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [1280],
    sharesOwner: true,
    open: async (page) => {
      await page.keyboard.press("ControlOrMeta+p");
      await expect(page.getByRole("dialog", { name: "Go to file" })).toBeVisible();
      await expect(page.getByRole("option").first()).toBeVisible();
    },
  },
  {
    ...admin(
      "Editor, Edit mode with a heading being changed",
      "/admin/site/:id",
      (site) => `/admin/site/${site.id}`,
      editorReady,
    ),
    open: async (page) => {
      const edit = page.getByRole("button", { name: "Edit", exact: true });
      await edit.click();
      await expect(edit).toHaveAttribute("aria-pressed", "true");
      const heading = page.frameLocator("iframe").first().getByRole("heading", { level: 1 });
      await heading.click();
      await expect(heading).toHaveAttribute("contenteditable", /true|plaintext-only/, { timeout: 30_000 });
    },
  },
  {
    ...admin(
      "Editor, a broken page and a failed publish",
      "/admin/site/:id",
      (site) => `/admin/site/${site.id}?file=pages/Oops.jsx`,
      // No frame: the page cannot be shown.
      (page) => expect(page.getByRole("button", { name: "Publish", exact: true }).first()).toBeVisible(),
    ),
    allowedErrors: [/status of 422 .* @ \S+\/(api\/sites\/[\w-]+\/preview-url|site\/publish)$/],
    open: async (page, width) => {
      await withBrokenPage(page);
      await expect(page.getByRole("heading", { name: "The Oops page has a mistake and cannot be shown" })).toBeVisible({
        timeout: 30_000,
      });
      const publish = page.getByRole("button", { name: "Publish", exact: true });
      await (width === 375 ? publish.last() : publish.first()).click();
      await expect(page.getByRole("region", { name: "The Oops page could not be published" })).toBeVisible({
        timeout: 30_000,
      });
      // The pointer leaves Publish: its hover colour is not what this state is about.
      await page.mouse.move(0, 0);
    },
  },
];

/** Saves pages/Oops.jsx with a tag closed that was never opened (once per site), and opens it again. */
async function withBrokenPage(page: Page) {
  const siteId = new URL(page.url()).pathname.split("/").at(-1);
  const files = await page.request.get(`/api/sites/${siteId}/files`);
  const listed = ((await files.json()) as { files: { full_path: string }[] }).files;
  if (listed.some((file) => file.full_path === "pages/Oops.jsx")) return;
  const created = await page.request.post(`/api/sites/${siteId}/files`, {
    data: { full_path: "pages/Oops.jsx", content: "export default function Oops() {\n  return <h1>Oops</h2>;\n}\n" },
  });
  expect(created.status()).toBe(201);
  // The editor opened the home page instead, and wrote that in the address.
  await page.goto(`/admin/site/${siteId}?file=pages/Oops.jsx`);
}
