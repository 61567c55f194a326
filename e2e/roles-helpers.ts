// What the roles journeys share: inviting, joining in a browser of one's own, and checking refusals.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { type Account, expect, linkFromOutbox, sortedErrors, toast, watchBrowserErrors } from "./fixtures";

export const FIRST_LOAD = { timeout: 30_000 };
const INVITE_LINK = /http:\/\/localhost:\d+\/accept-invite\/[A-Za-z0-9_-]+/;

/** Someone the owner invited, in a browser of their own (the test's `page` is the owner's). */
export type Member = { context: BrowserContext; page: Page; errors: ReturnType<typeof watchBrowserErrors> };

/** The owner invites `email` as `role` through the API, as the members screen's form would. */
export async function inviteViaApi(
  owner: Page,
  email: string,
  role: "viewer" | "content" | "editor",
  organizationId: string,
) {
  const response = await owner.request.post("/api/auth/organization/invite-member", {
    data: { email, role, organizationId },
  });
  expect(response.status()).toBe(200);
}

/** The owner invites `email` through the form on /admin/members, choosing `role` unless it is the default. */
export async function inviteThroughForm(owner: Page, email: string, role: "Viewer" | "Content editor" | "Editor") {
  await owner.goto("/admin/members");
  await owner.getByLabel("Email").fill(email);
  const select = owner.getByLabel("Role");
  // A new member is an editor unless the owner says otherwise.
  await expect(select).toHaveValue("editor");
  if (role !== "Editor") await select.selectOption({ label: role });
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(owner)).toContainText(`${email} was invited as ${role.toLowerCase()}`);
}

/**
 * The invitee signs up (through the API, for speed) in a browser of their own, opens the invitation's
 * link from the mail and accepts it. Their browser's console errors and page errors are collected.
 */
export async function join(browser: Browser, baseURL: string, account: Account, options: BrowserContextOptions = {}) {
  const b = randomBytes(3);
  const context = await browser.newContext({
    ...options,
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}` },
  });
  const errors = watchBrowserErrors(context);
  const signedUp = await context.request.post("/api/auth/sign-up/email", {
    data: account,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(signedUp.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(await linkFromOutbox(account.email, INVITE_LINK));
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { context, page, errors } satisfies Member;
}

/** Closes the member's browser; nothing in it may have logged an error. */
export async function leave(member: Member) {
  await member.context.close();
  const { unexpected } = sortedErrors(member.errors);
  expect(unexpected, "console errors and uncaught page errors in the member's browser").toEqual([]);
}

/** Pointing at `target` shows `text` in its tooltip. */
export async function expectTooltip(page: Page, target: Locator, text: string) {
  await target.hover();
  await expect(page.getByRole("tooltip")).toHaveText(text);
}

/**
 * The action is in place but disabled (aria-disabled, so still focusable) and pointing at it tells why.
 * Pressing one needs `force`: Playwright presses only enabled elements.
 */
export async function expectRefused(page: Page, action: Locator, reason: string) {
  await expect(action).toBeVisible();
  await expect(action).toHaveAttribute("aria-disabled", "true");
  await expectTooltip(page, action, reason);
}

export const codeEditor = (page: Page) => page.locator('[data-slot="code-editor"] .monaco-editor');
