import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";

export { expect };

export type Account = { name: string; email: string; password: string };

const OUTBOX = join(E2E_DATA_DIR, "outbox");

/**
 * A browser names the page behind every write in `Origin`, and the server refuses a write that
 * carries the session cookie without one. Playwright's API client (page.request) shares the
 * browser's cookies but sends no Origin, so its writes name the app, as the SPA's own do.
 */
function writesFromApp(request: APIRequestContext, origin: string) {
  const named = <O extends { headers?: Record<string, string> }>(options?: O) => ({
    ...options,
    headers: { origin, ...options?.headers },
  });
  const post = request.post.bind(request);
  const put = request.put.bind(request);
  const patch = request.patch.bind(request);
  const remove = request.delete.bind(request);
  request.post = (url, options) => post(url, named(options));
  request.put = (url, options) => put(url, named(options));
  request.patch = (url, options) => patch(url, named(options));
  request.delete = (url, options) => remove(url, named(options));
}

/**
 * The e2e server sets no GA_MEASUREMENT_ID, so every page open 5 s logs that Google's tag is missing
 * (web/lib/analytics.ts) as the product rules say: expected everywhere. And Playwright's trace recorder
 * (trace: retain-on-failure) puts its snapshot script into every frame: a site card's picture frame runs
 * no script at all (sandboxed without allow-scripts), so Chromium logs that it refused the recorder's.
 */
const ALWAYS_ALLOWED = [
  /^Google tag missing after 5 s/,
  /^Blocked script execution in 'http:\/\/preview\.localhost:\d+\/site-picture\/[^']*' because the document's frame is sandboxed/,
];

/** Console errors and uncaught errors of every page of `context` (frames included), gathered as they happen. */
export function watchBrowserErrors(context: BrowserContext) {
  const watched = { logged: [] as string[], thrown: [] as string[] };
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url, lineNumber } = message.location();
    const where = url ? ` @ ${url}${lineNumber ? `:${lineNumber}` : ""}` : "";
    watched.logged.push(`${message.text()}${where}`);
  });
  context.on("weberror", (webError) => {
    const error = webError.error();
    watched.thrown.push(error.stack ?? error.message);
  });
  return watched;
}

/** What was watched, parted into console errors allowed (always, or by `allowed`) and everything else. */
export function sortedErrors(watched: ReturnType<typeof watchBrowserErrors>, allowed: RegExp[] = []) {
  const patterns = [...ALWAYS_ALLOWED, ...allowed];
  const isAllowed = (text: string) => patterns.some((pattern) => pattern.test(text));
  return {
    tolerated: watched.logged.filter(isAllowed),
    unexpected: [
      ...watched.thrown.map((text) => `page error: ${text}`),
      ...watched.logged.filter((text) => !isAllowed(text)).map((text) => `console error: ${text}`),
    ],
  };
}

/** Console errors a test expects, by pattern, keyed by the test's id. */
const allowedByTest = new Map<string, RegExp[]>();

/**
 * Lets the current test log console errors that match one of `patterns` (page errors are never
 * allowed). A pattern is tried against the message's text followed by ` @ ` and the URL (and line)
 * it came from, so `/status of 409 .* @ .*\/content$/` allows only the conflict answer of a save.
 * Browsers log every non-2xx response as an error: allow only the answers this test provokes.
 */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  const { testId } = base.info();
  allowedByTest.set(testId, [...(allowedByTest.get(testId) ?? []), ...patterns]);
}

/**
 * Each test is its own caller (the server trusts X-Forwarded-For in e2e; with one entry, the entry
 * it reads is the one we send), so rate limits never collide.
 *
 * Every test also fails on an uncaught error or a console error in any page of its context (frames
 * included), unless the test allowed that console error with `allowConsoleErrors`.
 */
export const test = base.extend<{ browserErrors: undefined }>({
  browserErrors: [
    async ({ context }, use, testInfo) => {
      const watched = watchBrowserErrors(context);
      await use(undefined);
      const { tolerated, unexpected } = sortedErrors(watched, allowedByTest.get(testInfo.testId));
      allowedByTest.delete(testInfo.testId);
      if (tolerated.length > 0) {
        await testInfo.attach("allowed console errors", { body: tolerated.join("\n\n"), contentType: "text/plain" });
      }
      if (unexpected.length === 0) return;
      await testInfo.attach("browser errors", { body: unexpected.join("\n\n"), contentType: "text/plain" });
      expect(unexpected, "console errors and uncaught page errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const b = randomBytes(3);
    await use({ "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}` });
  },
  page: async ({ page, baseURL }, use) => {
    writesFromApp(page.request, new URL(baseURL ?? "http://localhost").origin);
    await use(page);
  },
});

/** The visible toast (one at a time). */
/**
 * Waits until the code editor has mounted and its format-on-mount has finished (the editor says so in
 * `data-state`), so what a test types or checks next meets the settled text.
 */
export async function editorSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-slot="code-editor"]')).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
}

export function toast(page: Page) {
  return page.locator('[data-slot="toast"]');
}

export function newAccount(): Account {
  const id = randomBytes(4).toString("hex");
  return { name: `Pat ${id}`, email: `pat-${id}@example.com`, password: "a sturdy password" };
}

/** Signs up through the API in the page's own context, so the browser holds the session cookie. */
export async function signUpViaApi(page: Page, account = newAccount()): Promise<Account> {
  const response = await page.request.post("/api/auth/sign-up/email", { data: account });
  expect(response.status()).toBe(200);
  return account;
}

export async function createOrganizationViaApi(page: Page, name: string) {
  const response = await page.request.post("/api/organizations", { data: { name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

export async function createSiteViaApi(page: Page, name: string): Promise<Site> {
  const response = await page.request.post("/api/sites", { data: { name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Site;
}

/** A new user who owns an organization (`${siteName} Co` unless named) with one site in it. */
export async function signUpWithSite(page: Page, siteName: string, organizationName = `${siteName} Co`): Promise<Site> {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, organizationName);
  return createSiteViaApi(page, siteName);
}

/** The site's files and folders as the files API lists them. */
export async function filesViaApi(page: Page, siteId: string): Promise<SiteFile[]> {
  const response = await page.request.get(`/api/sites/${siteId}/files`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { files: SiteFile[] }).files;
}

/** The file or folder at `path`, as the files API lists it. */
export async function fileViaApi(page: Page, siteId: string, path: string): Promise<SiteFile | undefined> {
  return (await filesViaApi(page, siteId)).find((file) => file.full_path === path);
}

/** The saved text of the file at `path` (its current version). */
export async function savedContentViaApi(page: Page, siteId: string, path: string): Promise<string | undefined> {
  return (await fileViaApi(page, siteId, path))?.current_version?.content ?? undefined;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest link in the outbox mail sent to `email`, waiting for it to arrive. */
export async function linkFromOutbox(email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(OUTBOX)) return false;
      const files = readdirSync(OUTBOX, { withFileTypes: true }).filter((f) => f.isFile());
      for (const file of files
        .map((f) => f.name)
        .sort()
        .reverse()) {
        const mail = decodeQuotedPrintable(readFileSync(join(OUTBOX, file), "utf8"));
        if (!mail.includes(`To: ${email}`)) continue;
        found = mail.match(pattern)?.[0];
        if (found) return true;
      }
      return false;
    })
    .toBe(true);
  return found as string;
}

/**
 * A new account invited with `role` by the owner on `owner`, accepted through the mailed link, in a browser
 * context of its own (from its own client address). Close `context` at the end of the test.
 */
export async function joinViaApi(browser: Browser, owner: Page, role: string) {
  const account = newAccount();
  const invited = await owner.request.post("/api/invitations", { data: { emails: [account.email], role } });
  expect(invited.status()).toBe(200);
  const link = await linkFromOutbox(account.email, /http:\/\/localhost:\d+\/accept-invite\/[A-Za-z0-9_-]+/);
  const b = randomBytes(2);
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.200.${b[0]}.${b[1]}` } });
  const page = await context.newPage();
  await signUpViaApi(page, account);
  const invitationId = new URL(link).pathname.split("/").at(-1);
  // A write with the session cookie names the app, as the SPA's own do.
  const accepted = await page.request.post("/api/auth/organization/accept-invitation", {
    data: { invitationId },
    headers: { origin: new URL(link).origin },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { account, page, context };
}
