import { editorSettled, expect, newAccount, savedContentViaApi, signUpWithSite, test, toast } from "./fixtures";
import { codeEditor, expectRefused, expectTooltip, FIRST_LOAD, inviteThroughForm, join, leave } from "./roles-helpers";

// Monaco's first load and a publish's build share two busy cores with other work.
test.describe.configure({ timeout: 150_000 });

const MAY_NOT_PUBLISH =
  "Your role (content) cannot publish sites or roll them back: an admin or owner can allow it in the organization's settings";

test("a content editor (an agency's client) changes no code, and publishes only once the owner lets clients publish", async ({
  page,
  browser,
  baseURL,
}) => {
  const site = await signUpWithSite(page, "Corner Cafe");
  const saved = await savedContentViaApi(page, site.id, "pages/Index.jsx");
  const account = newAccount();
  await inviteThroughForm(page, account.email, "Content editor");
  const client = await join(browser, baseURL ?? "", account);
  const { page: them } = client;
  await expect(them.getByText("Update your websites' photos, blog posts and messages.")).toBeVisible();

  // The code is theirs to read, not to change; publishing waits for the owner's word.
  await them.goto(`/admin/site/${site.id}`);
  await expect(them.getByRole("heading", { name: "Corner Cafe" })).toBeVisible();
  await expectTooltip(them, them.getByText("Read only"), "Your role (content) cannot edit files");
  await expectRefused(
    them,
    them.getByRole("button", { name: "Save", exact: true }),
    "Your role (content) cannot edit files",
  );
  await expectRefused(them, them.getByRole("button", { name: "New File" }), "Your role (content) cannot edit files");
  const publish = them.getByRole("button", { name: "Publish", exact: true });
  await expectRefused(them, publish, MAY_NOT_PUBLISH);
  await publish.click({ force: true });
  await expect(toast(them)).toHaveCount(0);
  await expect(them.getByText("Not published", { exact: true })).toBeVisible();

  await them.getByRole("tab", { name: "Code" }).click();
  await expect(codeEditor(them)).toBeVisible(FIRST_LOAD);
  await editorSettled(them);
  await expect(them.getByRole("button", { name: "Insert media" })).toHaveAttribute("aria-disabled", "true");
  await codeEditor(them).locator(".view-lines").click();
  await them.keyboard.press("ControlOrMeta+End");
  await them.keyboard.type("// new opening hours");
  await them.keyboard.press("ControlOrMeta+s");
  await expect(codeEditor(them).locator(".view-lines")).not.toContainText("new opening hours");
  await expect(them.getByText("(unsaved changes)")).toHaveCount(0);

  await them.keyboard.press("ControlOrMeta+k");
  const actions = them.getByRole("dialog", { name: "Command menu" }).getByRole("group", { name: "Actions" });
  await expect(actions.getByRole("option").first()).toBeVisible();
  await expect(actions.getByRole("option").filter({ hasText: /Save file|Publish site|Create site/ })).toHaveCount(0);
  await them.keyboard.press("Escape");
  expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toBe(saved);

  // Photos and blog posts are theirs; the organization's settings are not.
  await them.goto(`/admin/media/${site.id}`);
  await expect(them.getByRole("button", { name: "Upload files" })).not.toHaveAttribute("aria-disabled", "true");
  await them.goto("/admin/content");
  await expect(them.getByRole("button", { name: "New post" })).not.toHaveAttribute("aria-disabled", "true");
  await them.goto("/admin/settings?tab=organization");
  await expectRefused(
    them,
    them.getByRole("checkbox", { name: "Clients may publish" }),
    "Your role (content) cannot change the organization's settings",
  );

  await page.goto("/admin/settings?tab=organization");
  const clientsMayPublish = page.getByRole("checkbox", { name: "Clients may publish" });
  await expect(clientsMayPublish).not.toBeChecked();
  await clientsMayPublish.check();
  await expect(toast(page)).toContainText("Content editors may now publish and roll back");

  await them.goto(`/admin/site/${site.id}`);
  await expect(them.getByRole("button", { name: "Publish", exact: true })).not.toHaveAttribute("aria-disabled", "true");
  await them.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(them)).toContainText("Site published", FIRST_LOAD);
  await expect(them.getByText(/^Live · published /)).toBeVisible();

  await leave(client);
});
