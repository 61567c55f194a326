import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOrganizationViaApi, expect, linkFromOutbox, signUpViaApi, test, toast } from "./fixtures";

/** A 1×1 PNG: enough for the server to read and resize. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function fileNamed(name: string, bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "webcraft-avatar-")), name);
  writeFileSync(file, bytes);
  return file;
}

test("an avatar uploaded in the account tab shows in the user menu and the team list, and can be removed", async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Faces Co");
  await page.goto("/admin/settings?tab=account");
  const initial = account.name.charAt(0).toUpperCase();
  await expect(page.getByRole("img", { name: "No avatar yet" })).toHaveText(initial);
  const userMenu = page.getByRole("button", { name: "User menu" });
  await expect(userMenu).toHaveText(initial);

  // A file the server would refuse is refused before it is sent, in the server's words.
  await page.getByLabel("Avatar file").setInputFiles(fileNamed("face.gif", Buffer.from("GIF89a")));
  await expect(
    page.getByRole("alert").filter({ hasText: "An avatar must be a PNG, JPEG, WebP or SVG image" }),
  ).toBeVisible();

  await page.getByLabel("Avatar file").setInputFiles(fileNamed("face.png", TINY_PNG));
  await expect(toast(page).filter({ hasText: "Your new avatar shows beside your name" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your avatar" })).toHaveAttribute("src", /^data:image\/webp;base64,/);
  await expect(userMenu.locator("img")).toHaveAttribute("src", /^data:image\/webp;base64,/);

  await page.goto("/admin/members");
  const me = page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: "(you)" });
  await expect(me.locator("img")).toHaveAttribute("src", /^data:image\/webp;base64,/);

  await page.goto("/admin/settings?tab=account");
  await page.getByRole("button", { name: "Remove avatar" }).click();
  await expect(toast(page).filter({ hasText: "Your initial shows instead" })).toBeVisible();
  await expect(page.getByRole("img", { name: "No avatar yet" })).toBeVisible();
  await expect(userMenu).toHaveText(initial);
});

test("the address changes through a link mailed to the new one, and the account then signs in with it", async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Moving Co");
  const newEmail = `moved-${randomBytes(4).toString("hex")}@example.net`;
  await page.goto("/admin/settings?tab=account");
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole("heading", { name: "Email", exact: true }) });
  await expect(card).toContainText(account.email);

  const field = card.getByRole("textbox", { name: "New address" });
  const send = card.getByRole("button", { name: "Send verification" });
  await field.fill(account.email.toUpperCase());
  await send.click();
  await expect(card.getByText("That is already your address")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(newEmail);
  await send.click();
  await expect(card.getByText(`We sent a link to ${newEmail}. Your address changes when you open it.`)).toBeVisible();
  await expect(card).toContainText(account.email);

  const link = await linkFromOutbox(newEmail, /http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=[^\s"<>]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/settings\?tab=account$/);
  await expect(toast(page).filter({ hasText: `You now sign in with ${newEmail}` })).toBeVisible();
  await expect(card).toContainText(newEmail);

  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu")).toContainText(newEmail);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
