import {
  createOrganizationViaApi,
  editorSettled,
  expect,
  fileViaApi,
  joinViaApi,
  newAccount,
  savedContentViaApi,
  signUpViaApi,
  signUpWithSite,
  test,
  toast,
} from "./fixtures";
import { png } from "./media-helpers";
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

test("the client changes a price and a photo in Business details and a heading on the page, and is refused code on screen and by the API", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Agency Co");
  const created = await page.request.post("/api/sites", { data: { name: "Glow", template_id: "salon" } });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: string };
  const { page: them, context } = await joinViaApi(browser, page, "content");
  await them.setViewportSize({ width: 1280, height: 800 });
  // The client's own writes through the API name the app, as the SPA's do.
  const origin = new URL(baseURL ?? "").origin;
  const picture = await png("glow-window.png", "#f9a8d4");
  const uploaded = await them.request.post(`/api/sites/${site.id}/media?name=${picture.name}`, {
    data: picture.buffer,
    headers: { "content-type": "application/octet-stream", origin },
  });
  expect(uploaded.status()).toBe(201);

  await them.goto(`/admin/sites/${site.id}/details`);
  const form = them.getByRole("form", { name: "Business details" });
  await expect(form).toBeVisible(FIRST_LOAD);
  const treatment = form.getByRole("group", { name: "Treatment and steam" });
  await treatment.getByLabel("Price").fill("310");
  await form.getByRole("button", { name: "Add photo: Main photo" }).click();
  await them
    .getByRole("dialog", { name: "Choose a photo: Main photo" })
    .getByRole("button", { name: /glow-window/ })
    .click();
  await form.getByLabel("What the photo shows").first().fill("The salon's window");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Saved as a new version of data/site.json")).toBeVisible();
  const data = JSON.parse((await savedContentViaApi(page, site.id, "data/site.json")) ?? "{}");
  expect(data.copy.services[3].price).toBe("R 310");
  expect(data.photos.hero.alt).toBe("The salon's window");

  // Words written in the page's code are theirs to change on the page, and History shows the one line.
  await them.getByRole("link", { name: "Back to the editor" }).click();
  const frame = them.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
  const booking = frame.getByRole("heading", { name: "Booking is easy" });
  await expect(booking).toBeVisible(FIRST_LOAD);
  await them.getByRole("button", { name: "Edit", exact: true }).click();
  await booking.click();
  await booking.press("End");
  await booking.pressSequentially(" and quick");
  await booking.press("Enter");
  await expect(toast(them).filter({ hasText: "Change saved" })).toBeVisible();
  await them.getByRole("button", { name: "History" }).click();
  const version = them.getByRole("region", { name: "History" }).getByRole("button", { name: /Version 2/ });
  await expect(version).toContainText("Edited on the page: Home heading", FIRST_LOAD);
  await expect(version).toContainText("Removed: Booking is easy");
  await expect(version).toContainText("Added: Booking is easy and quick");

  // The code itself is not theirs: the file tree refuses, and so does the API, naming the permission.
  await expectRefused(them, them.getByRole("button", { name: "New File" }), "Your role (content) cannot edit files");
  const index = await fileViaApi(them, site.id, "pages/Index.jsx");
  const put = await them.request.put(`/api/sites/${site.id}/files/${index?.id}/content`, {
    data: { content: "export default function Index() { return null; }\n" },
    headers: { origin },
  });
  expect(put.status()).toBe(403);
  expect(await put.json()).toEqual({
    error: {
      code: "FORBIDDEN",
      message: "Your role (content) cannot edit files",
      details: { permission: "file:write", role: "content" },
    },
  });
  expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toContain("Booking is easy and quick");
  await context.close();
});
