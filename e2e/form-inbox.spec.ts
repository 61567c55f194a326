import { readFileSync } from "node:fs";
import { expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";
import { contact, FIRST_LOAD, openInbox, postForm, publishedSite, submissionList, submissionRow } from "./form-helpers";
import { png } from "./media-helpers";
import { expectRefused } from "./roles-helpers";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

test("opening an unread submission marks it read; its fields show as text with their line breaks", async ({ page }) => {
  const { site } = await publishedSite(page, "Quill Books");
  const photo = await png("photo.png", "#15803d");
  await postForm(
    site.slug,
    "contact",
    { name: "Ada", email: "ada@example.com", message: "<b>Not bold</b>\nSecond line" },
    { files: [{ ...photo, field: "attachment" }] },
  );
  await openInbox(page, site.id);
  const row = submissionRow(page, "Ada");
  await expect(row).toHaveAccessibleName(/^Unread: Ada/);
  await row.click();

  const panel = page.getByRole("region", { name: "contact" });
  const fields = panel.getByRole("definition");
  await expect(fields.nth(0)).toHaveText("Ada");
  await expect(fields.nth(2)).toHaveText("<b>Not bold</b>\nSecond line", { useInnerText: true });
  await expect(panel.locator("b")).toHaveCount(0);
  // The attached file downloads, as it came.
  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: /^photo\.png/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("photo.png");
  expect(readFileSync(await download.path()).equals(photo.buffer)).toBe(true);
  await expect(panel.getByText("Page")).toBeVisible();
  await expect(panel.getByText("/contact", { exact: true })).toBeVisible();
  await expect(row).toHaveAccessibleName(/^Ada/);
  await expect(page).toHaveURL(/[?&]submission=/);

  // The server holds it read: a fresh load shows it so.
  await page.reload();
  await expect(submissionRow(page, "Ada")).toHaveAccessibleName(/^Ada/);
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Mark unread" }).click();
  await expect(submissionRow(page, "Ada")).toHaveAccessibleName(/^Unread: Ada/);
  // The open submission took the column of forms; closing it brings them back, counted anew.
  await expect(page.getByRole("combobox", { name: "Form" })).toHaveValue("");
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Close" }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Forms and folders" })
      .getByRole("link", { name: "contact, 1 submission, 1 unread" }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/submission=/);
});

test("fields show by the site's own labels, the message shows in its row, the user agent behind Technical details", async ({
  page,
}) => {
  const { site } = await publishedSite(page, "Glow Hair Studio", "salon");
  await postForm(site.slug, "contact", {
    name: "Thandi Nkosi",
    phone: "082 555 0100",
    email: "thandi@example.com",
    message: "A silk press on Saturday morning, around ten if you have a gap.\nThank you!",
    preferred_stylist: "Lerato",
  });
  await openInbox(page, site.id);
  const row = submissionRow(page, "Thandi Nkosi");
  await expect(row).toContainText("Thandi Nkosi · 082 555 0100 · thandi@example.com");
  await expect(row).toContainText("A silk press on Saturday morning, around ten if you have a gap. Thank you!");
  await row.click();

  const panel = page.getByRole("region", { name: "contact" });
  // The salon's Contact page labels its fields; a field it does not have is worded from its name.
  await expect(panel.getByRole("term")).toHaveText([
    "Your name",
    "Phone",
    "Email",
    "What would you like?",
    "Preferred stylist",
    "Form",
    "Page",
    "Received",
    "Browser",
  ]);
  await expect(panel.getByRole("definition").nth(3)).toHaveText(
    "A silk press on Saturday morning, around ten if you have a gap.\nThank you!",
    { useInnerText: true },
  );
  await expect(panel.getByText("Chrome on Linux")).toBeVisible();
  const userAgent = panel.getByText(/^Mozilla\/5\.0 \(X11; Linux x86_64\)/);
  await expect(userAgent).toBeHidden();
  await panel.getByText("Technical details").click();
  await expect(userAgent).toBeVisible();
  await expect(panel.getByText("name, phone, email, message, preferred_stylist")).toBeVisible();
  await expect(panel.locator("details")).toHaveAttribute("open", "");
});

test("search by words, filter by form and by days, and load older submissions a page at a time", async ({ page }) => {
  const { site } = await publishedSite(page, "Fennel Kitchen");
  await postForm(site.slug, "contact", contact("Rye Lover", "Do you bake rye on Sundays?"));
  await postForm(site.slug, "contact", contact("Cake Fan", "A birthday cake for Friday, please."));
  await postForm(site.slug, "newsletter", { email: "news@example.com" }, { from: "/" });
  for (let i = 1; i <= 50; i += 1) {
    await postForm(site.slug, "bulk", { email: `reader${i}@example.com`, note: `note number ${i}` }, { from: "/" });
  }
  await openInbox(page, site.id);

  // 53 in all: the first page holds 50, "Load more" brings the rest.
  await expect(page.getByText("Showing 50 of 53")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText("Showing 53 of 53")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search submissions" }).fill("rye");
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(submissionRow(page, "Rye Lover")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(/Showing 1 submission/);
  await page.getByRole("searchbox", { name: "Search submissions" }).fill("nothing like this");
  await expect(page.getByText("No submissions match “nothing like this”")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and dates" }).click();

  const nav = page.getByRole("navigation", { name: "Forms and folders" });
  await nav.getByRole("link", { name: /^newsletter,/ }).click();
  await expect(page).toHaveURL(/form=newsletter/);
  await expect(page.getByRole("heading", { level: 2, name: /newsletter/ })).toBeVisible();
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(submissionRow(page, "news@example.com")).toBeVisible();
  await nav.getByRole("link", { name: /^All forms,/ }).click();

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("From").fill(tomorrow);
  await expect(page.getByText("No submissions in those days")).toBeVisible();
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To").fill(today);
  await expect(page.getByText(/^Showing 50 submissions/)).toBeVisible();
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  // Back to the whole inbox: both pages loaded before are still there.
  await expect(page.getByText("Showing 53 of 53")).toBeVisible();
});

test("spam lands in Spam; Not spam moves it to the inbox, and Spam moves one back", async ({ page }) => {
  const { site } = await publishedSite(page, "Linden Florist");
  await postForm(site.slug, "contact", contact("Real Person", "Peonies for a wedding?"));
  await postForm(site.slug, "contact", { ...contact("Bot", "Cheap followers"), _gotcha: "filled" });
  await openInbox(page, site.id);
  const nav = page.getByRole("navigation", { name: "Forms and folders" });
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: "Spam, 1 submission" })).toBeVisible();

  await nav.getByRole("link", { name: /^Spam/ }).click();
  await submissionRow(page, "Bot").click();
  const panel = page.getByRole("region", { name: "contact" });
  await expect(panel.getByText("Spam: honeypot")).toBeVisible();
  await expect(
    panel.getByText("Marked as spam because a hidden field that people never see was filled in."),
  ).toBeVisible();
  await panel.getByRole("button", { name: "Not spam" }).click();
  await expect(toast(page)).toContainText("Moved to the inbox");
  await expect(submissionList(page)).toHaveCount(0);
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("No spam")).toBeVisible();

  await nav.getByRole("link", { name: /^Inbox/ }).click();
  await expect(submissionList(page).getByRole("button")).toHaveCount(2);
  await submissionRow(page, "Real Person").click();
  await page.getByRole("region", { name: "contact" }).getByRole("button", { name: "Spam", exact: true }).click();
  await expect(toast(page)).toContainText("Moved to Spam");
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: "Spam, 1 submission" })).toBeVisible();
});

test("choosing submissions marks them read together, and deleting them asks first, saying how many", async ({
  page,
}) => {
  const { site } = await publishedSite(page, "Maple Cycles");
  for (const name of ["Ann", "Ben", "Cleo"]) await postForm(site.slug, "contact", contact(name, `Hi from ${name}`));
  await openInbox(page, site.id);
  await expect(submissionList(page).getByRole("button")).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select all shown" }).check();
  const bar = page.getByRole("region", { name: "Selected submissions" });
  await expect(bar).toContainText("3 submissions selected");
  await bar.getByRole("button", { name: "Mark read" }).click();
  await expect(toast(page)).toContainText("3 submissions marked read");
  await expect(submissionList(page).getByRole("button", { name: /^Unread/ })).toHaveCount(0);

  await page.getByRole("checkbox", { name: /^Select Ann/ }).check();
  await page.getByRole("checkbox", { name: /^Select Ben/ }).check();
  await expect(page.getByRole("checkbox", { name: "Select all shown" })).toHaveJSProperty("indeterminate", true);
  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 submissions?" });
  await expect(confirm).toContainText("deleted for good");
  await confirm.getByRole("button", { name: "Delete 2 submissions" }).click();
  await expect(toast(page)).toContainText("2 submissions deleted");
  await expect(submissionList(page).getByRole("button")).toHaveCount(1);
  await expect(submissionRow(page, "Cleo")).toBeVisible();
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
});

test("Export CSV downloads the form's submissions as {slug}-{form}-submissions.csv", async ({ page }) => {
  const { site } = await publishedSite(page, "Cedar Pottery");
  await postForm(site.slug, "contact", contact("Ivy Clay", "Do you run classes?"));
  await postForm(site.slug, "contact", contact("Olive Kiln", 'Glaze "celadon", please,\nin two sizes'));
  await openInbox(page, site.id, "?form=contact");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${site.slug}-contact-submissions.csv`);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.split(/\r?\n/);
  expect(header).toContain("name");
  expect(header).toContain("email");
  expect(header).toContain("message");
  // Oldest first; a value with quotes, commas or a line break is quoted.
  expect(lines[0]).toContain("Ivy Clay");
  expect(csv).toContain('"Glaze ""celadon"", please,\nin two sizes"');
});

test("a viewer reads the inbox but sorts nothing: opening leaves a submission unread, actions say why", async ({
  page,
  browser,
}) => {
  const { site } = await publishedSite(page, "Aspen Barber");
  await postForm(site.slug, "contact", contact("Kai", "A trim on Monday?"));
  const viewer = await joinViaApi(browser, page, "viewer");
  try {
    await openInbox(viewer.page, site.id);
    await expect(viewer.page.getByText(/Your role \(viewer\) cannot sort or delete form submissions/)).toBeVisible();
    await submissionRow(viewer.page, "Kai").click();
    const panel = viewer.page.getByRole("region", { name: "contact" });
    await expect(panel.getByRole("definition").first()).toHaveText("Kai");
    const reason = "Your role (viewer) cannot sort or delete form submissions";
    await expectRefused(viewer.page, panel.getByRole("button", { name: "Mark read" }), reason);
    await expectRefused(viewer.page, panel.getByRole("button", { name: "Delete" }), reason);
    await expect(submissionRow(viewer.page, "Kai")).toHaveAccessibleName(/^Unread: Kai/);

    await viewer.page.getByRole("checkbox", { name: "Select all shown" }).check();
    const bar = viewer.page.getByRole("region", { name: "Selected submissions" });
    await expectRefused(viewer.page, bar.getByRole("button", { name: "Delete" }), reason);

    await viewer.page.goto(`/admin/submissions/${site.id}?form=contact`);
    await expect(viewer.page.getByRole("link", { name: "Export CSV" })).toBeVisible();
    await viewer.page.getByRole("button", { name: "Notifications" }).click();
    const dialog = viewer.page.getByRole("dialog", { name: "Notifications for contact" });
    const formReason = "Your role (viewer) cannot change who hears of a form's submissions";
    await expectRefused(viewer.page, dialog.getByRole("button", { name: "Save recipients" }), formReason);
    await expect(dialog.getByRole("textbox", { name: "Webhook URL" })).toHaveAttribute("readonly", "");
    await expect(dialog.getByText(`${formReason}, so the deliveries are not shown.`)).toBeVisible();
  } finally {
    await viewer.context.close();
  }
  // The owner still sees it unread.
  await openInbox(page, site.id);
  await expect(submissionRow(page, "Kai")).toHaveAccessibleName(/^Unread: Kai/);
});

test("a site with no forms yet says how to add one; Forms in the editor leads to the inbox", async ({ page }) => {
  const site = await signUpWithSite(page, "Elm Bakery");
  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: /^Forms/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${site.id}$`));
  await expect(page.getByRole("heading", { name: "No forms yet" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('<Form name="contact">')).toBeVisible();
  await expect(page.getByText('<form data-form="contact">')).toBeVisible();
  await page.getByRole("link", { name: "Open the site's editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}(\\?|$)`));
  await expect(page.getByRole("heading", { name: "Elm Bakery" })).toBeVisible();
});
