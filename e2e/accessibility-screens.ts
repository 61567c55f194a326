import { randomBytes } from "node:crypto";
import type { ADMIN_ROUTES, PUBLIC_ROUTES } from "@common/routes";
import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { someVisitors, waitForViews } from "./analytics-helpers";
import { editorSettled, expect, signUpWithSite } from "./fixtures";
import { postForm, publishViaApi } from "./form-helpers";
import { png, program, uploadViaApi } from "./media-helpers";

export type Width = 1280 | 375;
export type ScreenRoute = (typeof ADMIN_ROUTES)[number] | (typeof PUBLIC_ROUTES)[number] | "not found";

/**
 * One state of one screen that the accessibility suite checks. `route` is the router's pattern the
 * screen belongs to, so a screen added to the router without an entry here fails the suite.
 */
export type Screen = {
  name: string;
  route: ScreenRoute;
  /** Signed in as the owner of an organization with one site, whose id the path may use. */
  signedIn: boolean;
  path: (site: Site) => string;
  /** Waits until the screen has drawn what it shows. */
  ready: (page: Page) => Promise<void>;
  /** Opens the dialog, menu or panel this state is about. */
  open?: (page: Page, width: Width) => Promise<void>;
  /** The widths this state exists at (the mobile drawer, say, only on phones). */
  widths?: Width[];
  /** Console errors the screen provokes on purpose (a not-found screen's 404, say). */
  allowedErrors?: RegExp[];
};

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole("heading", { name }).first()).toBeVisible();

function publicScreen(name: string, route: ScreenRoute, path: string, ready: Screen["ready"]): Screen {
  return { name, route, signedIn: false, path: () => path, ready };
}

function admin(name: string, route: ScreenRoute, path: (site: Site) => string, ready: Screen["ready"]): Screen {
  return { name, route, signedIn: true, path, ready };
}

/** "Coming soon" screens share one component; each route still gets its visit. */
function planned(route: ScreenRoute, path: (site: Site) => string, title: string): Screen {
  return admin(title, route, path, heading(title));
}

async function editorReady(page: Page) {
  await expect(page.getByRole("button", { name: "Publish", exact: true }).first()).toBeVisible();
  await expect(page.locator("iframe").first()).toBeVisible();
}

/** The Code tab; phones switch in the bottom bar. */
async function codeReady(page: Page, width: Width = 1280) {
  if (width === 375) await page.getByRole("button", { name: "Code", exact: true }).click();
  else await page.getByRole("tab", { name: "Code" }).click();
  await editorSettled(page);
}

/** The organization's one site, published, with ten page views counted (once: each theme and width comes here) and shown in `panel`. */
async function withVisitors(page: Page, panel: import("@playwright/test").Locator) {
  const [site] = ((await (await page.request.get("/api/sites")).json()) as { sites: Site[] }).sites;
  if (!site) throw new Error("no site");
  if (!site.published_at) {
    await publishViaApi(page, site.id);
    await someVisitors(site.slug);
  }
  await waitForViews(page, panel, 10);
  await expect(panel.locator("figure svg").first()).toBeVisible();
}

export const SCREENS: Screen[] = [
  publicScreen("Landing", "/", "/", heading(/./)),
  publicScreen("Privacy policy", "/privacy-policy", "/privacy-policy", heading(/privacy/i)),
  publicScreen("Terms of service", "/terms-of-service", "/terms-of-service", heading(/terms/i)),
  publicScreen("Blog", "/blogs", "/blogs", heading(/blog/i)),
  publicScreen("Blog post", "/blogs/:slug", "/blogs/introducing-webcraft", heading(/introducing webcraft/i)),
  publicScreen("Docs", "/docs", "/docs", heading(/doc/i)),
  publicScreen("Doc page", "/docs/:slug", "/docs/getting-started", heading(/getting started/i)),
  publicScreen("Sign in", "/signin", "/signin", heading(/sign in/i)),
  publicScreen("Sign in (from /login)", "/login", "/login", heading(/sign in/i)),
  publicScreen("Sign up", "/signup", "/signup", heading(/create|sign up/i)),
  publicScreen("Forgot password", "/forgot-password", "/forgot-password", heading(/password/i)),
  publicScreen("Update password", "/update-password", "/update-password?token=nope", heading(/password/i)),
  publicScreen("Unauthorized", "/unauthorized", "/unauthorized", heading(/./)),
  {
    ...publicScreen("Not found", "not found", "/no-such-page", heading(/not found|404/i)),
    allowedErrors: [/status of 404 .* @ .*\/no-such-page$/],
  },
  {
    ...admin("Invitation (unknown)", "/accept-invite/:token", () => "/accept-invite/no-such-token", heading(/./)),
    allowedErrors: [/status of 404 .* @ .*invitation-links\/no-such-token$/],
  },
  admin("Home", "/admin", () => "/admin", heading(/./)),
  {
    ...admin("Home, user menu open", "/admin", () => "/admin", heading(/./)),
    open: async (page) => {
      await page.getByRole("button", { name: "User menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  {
    ...admin("Home, admin drawer open", "/admin", () => "/admin", heading(/./)),
    widths: [375],
    open: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: /menu/i })).toBeVisible();
    },
  },
  {
    ...admin("Home, command menu open", "/admin", () => "/admin", heading(/./)),
    open: async (page) => {
      await page.keyboard.press("ControlOrMeta+k");
      await expect(page.getByRole("dialog", { name: "Command menu" })).toBeVisible();
      await expect(page.getByRole("option").first()).toBeVisible();
    },
  },
  {
    ...admin("Home, shortcut sheet open", "/admin", () => "/admin", heading(/./)),
    open: async (page) => {
      await page.keyboard.press("?");
      await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    },
  },
  admin("Sites", "/admin/sites", () => "/admin/sites", heading("Sites")),
  {
    ...admin("Sites, create dialog open", "/admin/sites", () => "/admin/sites", heading("Sites")),
    open: async (page) => {
      await page.getByRole("button", { name: "Create site" }).first().click();
      await expect(page.getByRole("dialog", { name: "Create site" })).toBeVisible();
    },
  },
  admin("Settings", "/admin/settings", () => "/admin/settings", heading("Settings")),
  admin("Settings, account tab", "/admin/settings", () => "/admin/settings?tab=account", heading("Sessions")),
  {
    ...admin(
      "Settings, account tab, address change mailed",
      "/admin/settings",
      () => "/admin/settings?tab=account",
      heading("Sessions"),
    ),
    open: async (page) => {
      // Each pass (two themes × two widths) asks for a mail: each from a caller address of its own, so the
      // limit of three a minute is not what this state meets.
      const b = randomBytes(3);
      await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}` });
      const address = `a11y-${b.toString("hex")}@example.net`;
      await page.getByRole("textbox", { name: "New address" }).fill(address);
      await page.getByRole("button", { name: "Send verification" }).click();
      await expect(page.getByText(`We sent a link to ${address}.`, { exact: false })).toBeVisible();
    },
  },
  {
    ...admin(
      "Settings, delete organization dialog open",
      "/admin/settings",
      () => "/admin/settings",
      heading("Settings"),
    ),
    open: async (page) => {
      await page.getByRole("button", { name: "Delete organization" }).click();
      await expect(page.getByRole("alertdialog", { name: /^Delete .*\?$/ })).toBeVisible();
    },
  },
  admin("Members", "/admin/members", () => "/admin/members", heading(/members/i)),
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
  admin(
    "Site settings",
    "/admin/site/settings/:id",
    (site) => `/admin/site/settings/${site.id}`,
    async (page) => {
      await heading("Site settings")(page);
      await heading("Custom domains")(page);
    },
  ),
  {
    ...admin(
      "Site settings, visitor numbers",
      "/admin/site/settings/:id",
      (site) => `/admin/site/settings/${site.id}#visitors`,
      heading("Site settings"),
    ),
    open: (page) => withVisitors(page, page.getByRole("region", { name: "Visitors" })),
  },
  {
    ...admin("Home, visitor numbers", "/admin", () => "/admin", heading(/./)),
    open: (page) => withVisitors(page, page.locator("section[aria-labelledby=visitors-heading]")),
  },
  planned("/admin/sites/claim/:slug", () => "/admin/sites/claim/some-site", "Claim site"),
  admin(
    "Media library, empty",
    "/admin/media/:id",
    (site) => `/admin/media/${site.id}`,
    async (page) => {
      await heading("Media library")(page);
      await expect(page.getByText("No files yet")).toBeVisible();
    },
  ),
  {
    ...admin(
      "Media library, a refused upload",
      "/admin/media/:id",
      (site) => `/admin/media/${site.id}`,
      heading("Media library"),
    ),
    allowedErrors: [/status of 415 .* @ .*\/media\?name=report\.exe$/],
    open: async (page) => {
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Upload files" }).click();
      await (await chooser).setFiles([program("report.exe")]);
      await expect(page.getByText("report.exe is not a supported file type")).toBeVisible();
    },
  },
  {
    ...admin(
      "Media library, a file's details",
      "/admin/media/:id",
      (site) => `/admin/media/${site.id}`,
      heading("Media library"),
    ),
    open: async (page) => {
      const siteId = new URL(page.url()).pathname.split("/").pop() ?? "";
      await uploadViaApi(page, siteId, await png("hero.png", "#f59e0b", 400), "team");
      await page.reload();
      await page.getByRole("button", { name: "Folder team", exact: true }).click();
      await page.getByRole("button", { name: /^hero/ }).first().click();
      await expect(page.getByRole("textbox", { name: "Alt text" })).toBeVisible();
      await expect(page.getByText("No site file names it yet.")).toBeVisible();
      // On phones the details slide in as a sheet: colours are measured once it has arrived.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    },
  },
  admin(
    "Form inbox, no forms yet",
    "/admin/submissions/:siteId",
    (site) => `/admin/submissions/${site.id}`,
    heading("No forms yet"),
  ),
  {
    ...admin(
      "Form inbox, a submission open",
      "/admin/submissions/:siteId",
      (site) => `/admin/submissions/${site.id}`,
      heading("Form inbox"),
    ),
    open: async (page) => {
      await withSubmission(page);
      await page
        .getByRole("checkbox", { name: /^Select Ada/ })
        .first()
        .check();
      await page.getByRole("list", { name: "Submissions" }).getByRole("button").first().click();
      await expect(page.getByRole("definition").first()).toBeVisible();
    },
  },
  {
    ...admin(
      "Form inbox, empty spam",
      "/admin/submissions/:siteId",
      (site) => `/admin/submissions/${site.id}?folder=spam`,
      heading("Form inbox"),
    ),
    open: async (page) => {
      await withForm(page);
      await expect(page.getByText("No spam")).toBeVisible();
    },
  },
  {
    ...admin(
      "Form inbox, notifications",
      "/admin/submissions/:siteId",
      (site) => `/admin/submissions/${site.id}?form=contact`,
      heading("Form inbox"),
    ),
    open: async (page) => {
      await withForm(page);
      await page.getByRole("button", { name: "Notifications" }).click();
      await expect(page.getByRole("dialog", { name: "Notifications for contact" }).getByRole("checkbox")).toHaveCount(
        1,
      );
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    },
  },
  planned("/admin/billing", () => "/admin/billing", "Billing"),
  planned("/admin/billing/after", () => "/admin/billing/after", "Payment complete"),
  planned("/admin/billing/:slug", () => "/admin/billing/pro", "Plan"),
  planned("/admin/creator", () => "/admin/creator", "Site creator"),
  planned("/admin/mail", () => "/admin/mail", "Mail"),
  planned("/admin/mail/:domainId", () => "/admin/mail/some-domain", "Mail domain"),
  planned("/admin/commerce", () => "/admin/commerce", "Commerce"),
  planned("/admin/commerce/products/:storeId", () => "/admin/commerce/products/some-store", "Products"),
  planned("/admin/commerce/product/:id", () => "/admin/commerce/product/some-product", "Product"),
  planned("/admin/commerce/orders/:id", () => "/admin/commerce/orders/some-order", "Order"),
  planned("/admin/federated", () => "/admin/federated", "Federated"),
  admin("Content, no posts", "/admin/content", () => "/admin/content", heading("No posts yet")),
  {
    ...admin("Content, posts", "/admin/content", () => "/admin/content", heading("Content")),
    open: async (page) => {
      await withPosts(page);
      await page.reload();
      await page.getByRole("checkbox", { name: "Select Opening hours" }).first().check();
      await expect(page.getByRole("region", { name: "Selected posts" })).toBeVisible();
    },
  },
  {
    ...admin("Post editor", "/admin/content/:id", () => "/admin/content", heading("Content")),
    open: async (page) => {
      const [post] = await withPosts(page);
      await page.goto(`/admin/content/${post?.id}`);
      await expect(page.getByRole("textbox", { name: "Body" })).toContainText("Winter hours");
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    },
  },
  {
    ...admin("Admin not found", "not found", () => "/admin/no-such-screen", heading(/not found|404/i)),
    allowedErrors: [/status of 404 .* @ .*\/admin\/no-such-screen$/],
  },
];

/** The site of the page's inbox, from its address. */
function inboxSiteId(page: Page): string {
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** The inbox's site gets its contact form (named by the admin, with no submission yet), and the page shows it. */
async function withForm(page: Page) {
  const response = await page.request.patch(`/api/sites/${inboxSiteId(page)}/forms/contact`, {
    data: { webhook_url: null },
  });
  expect(response.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Forms and folders" })).toBeVisible();
}

/** The inbox's site is published and a visitor sends its contact form; the page shows the submission. */
async function withSubmission(page: Page) {
  const siteId = inboxSiteId(page);
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Site;
  if (!site.published_at) await publishViaApi(page, siteId);
  await postForm(site.slug, "contact", { name: "Ada", email: "ada@example.com", message: "Hello\nthere" });
  await page.reload();
  await expect(page.getByRole("list", { name: "Submissions" })).toBeVisible();
}

/** The content list's site gets two posts, one published; answers them. */
async function withPosts(page: Page): Promise<{ id: string }[]> {
  const sites = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  const siteId = sites.sites[0]?.id ?? "";
  const posts: { id: string }[] = [];
  for (const [title, tags] of [
    ["Opening hours", ["news"]],
    ["Our new espresso blend", ["coffee", "news"]],
  ] as const) {
    const body = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Winter hours" }] },
        { type: "paragraph", content: [{ type: "text", text: "We open at seven from June." }] },
      ],
    };
    const response = await page.request.post(`/api/sites/${siteId}/posts`, { data: { title, tags: [...tags], body } });
    expect(response.status()).toBe(201);
    posts.push((await response.json()) as { id: string });
  }
  const published = await page.request.post(`/api/sites/${siteId}/posts/${posts[1]?.id}/publish`, { data: {} });
  expect(published.status()).toBe(200);
  return posts;
}

/** A signed-in owner of an organization with one site, for the admin screens. */
export function signInWithSite(page: Page): Promise<Site> {
  return signUpWithSite(page, "Karoo Coffee");
}
