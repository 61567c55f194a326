import { createOrganizationViaApi, expect, linkFromOutbox, newAccount, signUpViaApi, test, toast } from "./fixtures";

test("an owner invites a colleague, who signs up from the mail's link and joins the organization", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Invite Bakery");
  const colleague = newAccount();

  await page.goto("/admin/members");
  await page.getByLabel("Email").fill(colleague.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page)).toContainText("Invitation sent");

  const link = await linkFromOutbox(colleague.email, /http:\/\/localhost:\d+\/accept-invite\/[A-Za-z0-9_-]+/);
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.200.1.1" } });
  const invitee = await other.newPage();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/signin$/);
  // Signed out, the link already says who waits, and as what; the sign-up screen says it again.
  const welcome = invitee.getByTestId("link-welcome");
  await expect(welcome).toContainText("Invite Bakery invites you to join as Editor.");
  await invitee.getByRole("link", { name: "Create one" }).click();
  await expect(welcome).toContainText("Sign in or create an account to accept.");
  await invitee.getByLabel("Name").fill(colleague.name);
  await invitee.getByLabel("Email").fill(colleague.email);
  await invitee.getByLabel("Password", { exact: true }).fill(colleague.password);
  await invitee.getByLabel("Confirm password").fill(colleague.password);
  await invitee.getByRole("button", { name: "Create account" }).click();

  await expect(invitee).toHaveURL(/\/accept-invite\//);
  await expect(invitee.getByText("Invite Bakery").first()).toBeVisible();
  await invitee.getByRole("button", { name: "Accept invitation" }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByRole("button", { name: "Organization: Invite Bakery" })).toBeVisible();
  await other.close();

  await page.reload();
  await expect(page.getByText(colleague.email).first()).toBeVisible();
});
