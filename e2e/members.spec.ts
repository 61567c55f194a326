import {
  createOrganizationViaApi,
  expect,
  joinViaApi,
  linkFromOutbox,
  newAccount,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";

test("an owner invites several people at once, is told who was skipped, resends and revokes", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Paste Bakery");
  await page.goto("/admin/members");

  await page.getByLabel("Email addresses").fill("ana@example.com, Ben Bester <ben@example.com>\nnot-an-address");
  await page.getByLabel("Role").selectOption("viewer");
  await page.getByRole("button", { name: "Send 3 invitations" }).click();
  await expect(toast(page)).toContainText("2 people were invited as viewer");
  const notInvited = page.getByRole("list", { name: "Not invited" });
  await expect(notInvited).toContainText("not-an-address: Not a valid email address");
  await expect(page.getByLabel("Email addresses")).toHaveValue("not-an-address");

  // Inviting ana again is refused with the reason, and nothing else changes.
  await page.getByLabel("Email addresses").fill("ana@example.com");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(notInvited).toContainText("ana@example.com: Already invited: resend the pending invitation instead");

  const pending = page.getByRole("list", { name: "Pending invitations" });
  await expect(pending.getByRole("listitem")).toHaveCount(2);
  await expect(pending.getByRole("listitem").first()).toContainText("Expires");
  await pending
    .getByRole("listitem")
    .filter({ hasText: "ana@example.com" })
    .getByRole("button", { name: "Resend" })
    .click();
  await expect(toast(page)).toContainText("ana@example.com has 7 more days to join");

  await page.getByRole("button", { name: "Revoke invitation for ben@example.com" }).click();
  await expect(toast(page)).toContainText("ben@example.com can no longer join");
  await expect(pending.getByRole("listitem")).toHaveCount(1);
  await expect(pending).not.toContainText("ben@example.com");
});

test("an owner changes a role, hands ownership on, then leaves; the new owner sees it", async ({ page, browser }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Handover Studio");
  const colleague = await joinViaApi(browser, page, "editor");

  await page.goto("/admin/members");
  const team = page.getByRole("list", { name: "Members" });
  await expect(team.getByRole("listitem")).toHaveCount(2);
  await expect(team).toContainText("Active");
  // The only owner cannot leave yet, and says why.
  await expect(page.getByText("You are the only owner: make another member the owner before you leave.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave organization" })).toBeDisabled();

  await page.getByLabel(`Role of ${colleague.account.name}`).selectOption("admin");
  await expect(toast(page)).toContainText(`${colleague.account.name} is now admin`);

  await page.getByLabel("Make another member the owner").selectOption({ label: `${colleague.account.name} (admin)` });
  await page.getByRole("button", { name: "Transfer ownership" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Transfer ownership" }).click();
  await expect(toast(page)).toContainText(`${colleague.account.name} now owns Handover Studio`);
  // Now an admin, the old owner no longer manages the new owner.
  await expect(page.getByLabel(`Role of ${colleague.account.name}`)).toHaveCount(0);

  await page.getByRole("button", { name: "Leave organization" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page)).toContainText("You are no longer a member of Handover Studio");

  await colleague.page.goto("/admin/members");
  const theirTeam = colleague.page.getByRole("list", { name: "Members" });
  await expect(theirTeam.getByRole("listitem")).toHaveCount(1);
  await expect(theirTeam).toContainText("Owner");
  await colleague.context.close();
});

test("an invitation link opened by the wrong account says so and signs in the right one; a revoked one says it was withdrawn", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Link Works");
  const invited = newAccount();
  const answer = await page.request.post("/api/invitations", { data: { emails: [invited.email], role: "editor" } });
  expect(answer.status()).toBe(200);
  const link = await linkFromOutbox(invited.email, /http:\/\/localhost:\d+\/accept-invite\/[A-Za-z0-9_-]+/);

  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.200.3.3" } });
  const other = await context.newPage();
  const someoneElse = await signUpViaApi(other);
  // The invited address has an account of its own, made elsewhere.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.200.3.4" } });
  await signUpViaApi(await elsewhere.newPage(), invited);
  await elsewhere.close();
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "This invitation is for another email address" })).toBeVisible();
  await expect(
    other.getByText(`This invitation was sent to ${invited.email}; you are signed in as ${someoneElse.email}.`),
  ).toBeVisible();
  await other.getByRole("button", { name: `Sign in as ${invited.email}` }).click();
  await expect(other).toHaveURL(/\/signin$/);
  await other.getByLabel("Email").fill(invited.email);
  await other.getByLabel("Password").fill(invited.password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other).toHaveURL(/\/accept-invite\//);
  await expect(other.getByRole("heading", { name: "Link Works" })).toBeVisible();

  // Withdrawn meanwhile: the same link now says so, with a way on.
  const invitations = await page.request.get("/api/invitations");
  const [pending] = ((await invitations.json()) as { invitations: { id: string }[] }).invitations;
  expect((await page.request.delete(`/api/invitations/${pending?.id}`)).status()).toBe(204);
  await other.reload();
  await expect(other.getByRole("heading", { name: "This invitation was withdrawn" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
  await context.close();
});
