import { admin, codeReady, editorReady, type Screen } from "./accessibility-kit";
import { editorSettled, expect } from "./fixtures";

export const EDITOR_SCREENS: Screen[] = [
  admin("Editor, preview", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
  {
    ...admin("Editor, code", "/admin/site/:id", (site) => `/admin/site/${site.id}?file=pages/Index.jsx`, editorReady),
    open: codeReady,
  },
  {
    ...admin(
      "Editor, history",
      "/admin/site/:id",
      (site) => `/admin/site/${site.id}?file=pages/Index.jsx`,
      editorReady,
    ),
    open: async (page, width) => {
      await codeReady(page, width);
      await page.getByRole("button", { name: "History" }).click();
      await expect(page.getByRole("region", { name: "History" })).toBeVisible();
    },
  },
  {
    ...admin("Editor, deployments", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
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
    open: async (page) => {
      await page.getByRole("button", { name: "New File" }).click();
      await expect(page.getByRole("dialog", { name: "New File" })).toBeVisible();
      await editorSettled(page);
    },
  },
  {
    ...admin("Editor, site menu", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [375],
    open: async (page) => {
      await page.getByRole("button", { name: "Site menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  {
    ...admin("Editor, go to file", "/admin/site/:id", (site) => `/admin/site/${site.id}`, editorReady),
    widths: [1280],
    open: async (page) => {
      await page.keyboard.press("ControlOrMeta+p");
      await expect(page.getByRole("dialog", { name: "Go to file" })).toBeVisible();
      await expect(page.getByRole("option").first()).toBeVisible();
    },
  },
];
