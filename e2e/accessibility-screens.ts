import { randomBytes } from "node:crypto";
import { BILLING_SCREENS } from "./accessibility-billing-screens";
import { CLAIM_SCREENS } from "./accessibility-claim-screens";
import { COMMERCE_SCREENS } from "./accessibility-commerce-screens";
import { CREATOR_SCREENS } from "./accessibility-creator-screens";
import { DETAILS_SCREENS } from "./accessibility-details-screens";
import { EDITOR_SCREENS } from "./accessibility-editor-screens";
import { FEDERATED_SCREENS } from "./accessibility-federated-screens";
import { admin, heading, publicScreen, type Screen } from "./accessibility-kit";
import { MAIL_SCREENS } from "./accessibility-mail-screens";
import { SETTINGS_SCREENS } from "./accessibility-settings-screens";
import {
  withForm,
  withoutSites,
  withPosts,
  withPublishedPicture,
  withSubmission,
  withVisitors,
} from "./accessibility-setups";
import { WEBMAIL_SCREENS } from "./accessibility-webmail-screens";
import { expect } from "./fixtures";
import { png, program, uploadViaApi } from "./media-helpers";

export type { Screen, Width } from "./accessibility-kit";
export { signInWithSite } from "./accessibility-setups";

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
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "User menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  {
    ...admin("Home, admin drawer open", "/admin", () => "/admin", heading(/./)),
    widths: [375],
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: /menu/i })).toBeVisible();
    },
  },
  {
    ...admin("Home, command menu open", "/admin", () => "/admin", heading(/./)),
    sharesOwner: true,
    open: async (page) => {
      await page.keyboard.press("ControlOrMeta+k");
      await expect(page.getByRole("dialog", { name: "Command menu" })).toBeVisible();
      await expect(page.getByRole("option").first()).toBeVisible();
    },
  },
  {
    ...admin("Home, shortcut sheet open", "/admin", () => "/admin", heading(/./)),
    sharesOwner: true,
    open: async (page) => {
      await page.keyboard.press("?");
      await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    },
  },
  {
    ...admin("Home, no sites yet: the templates", "/admin", () => "/admin", heading(/./)),
    open: withoutSites,
  },
  admin("Sites", "/admin/sites", () => "/admin/sites", heading("Sites")),
  {
    ...admin("Sites, a published site's picture", "/admin/sites", () => "/admin/sites", heading("Sites")),
    open: withPublishedPicture,
  },
  {
    ...admin("Sites, no sites yet: the templates", "/admin/sites", () => "/admin/sites", heading("Sites")),
    open: withoutSites,
  },
  {
    ...admin("Sites, blank site dialog open", "/admin/sites", () => "/admin/sites", heading("Sites")),
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Blank site (code)" }).first().click();
      await expect(page.getByRole("dialog", { name: "Blank site (code)" })).toBeVisible();
    },
  },
  {
    ...admin("Sites, import dialog open", "/admin/sites", () => "/admin/sites", heading("Sites")),
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Import a site" }).first().click();
      await expect(page.getByRole("dialog", { name: "Import a site" })).toBeVisible();
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
    sharesOwner: true,
    open: async (page) => {
      await page.getByRole("button", { name: "Delete organization" }).click();
      await expect(page.getByRole("alertdialog", { name: /^Delete .*\?$/ })).toBeVisible();
    },
  },
  admin("Members", "/admin/members", () => "/admin/members", heading(/members/i)),
  ...EDITOR_SCREENS,
  ...SETTINGS_SCREENS,
  {
    ...admin("Home, visitor numbers", "/admin", () => "/admin", heading(/./)),
    open: (page) => withVisitors(page, page.locator("section[aria-labelledby=visitors-heading]")),
  },
  ...CLAIM_SCREENS,
  ...DETAILS_SCREENS,
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
    sharesOwner: true,
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
      // Opened, so its user agent is checked too.
      await page.getByText("Technical details").click();
      await expect(page.getByText("User agent")).toBeVisible();
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
  ...BILLING_SCREENS,
  ...CREATOR_SCREENS,
  ...MAIL_SCREENS,
  ...WEBMAIL_SCREENS,
  ...COMMERCE_SCREENS,
  ...FEDERATED_SCREENS,
  admin("Blog, no posts", "/admin/content", () => "/admin/content", heading("No posts yet")),
  {
    ...admin("Blog, posts", "/admin/content", () => "/admin/content", heading("Blog")),
    open: async (page) => {
      await withPosts(page);
      await page.reload();
      await page.getByRole("checkbox", { name: "Select Opening hours" }).first().check();
      await expect(page.getByRole("region", { name: "Selected posts" })).toBeVisible();
    },
  },
  {
    ...admin("Post editor", "/admin/content/:id", () => "/admin/content", heading("Blog")),
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
