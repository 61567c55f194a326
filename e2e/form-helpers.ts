// What the form journeys share: a published site, visitors' posts to its forms, and the inbox's rows.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT as PORT } from "./data-dir";
import { allowConsoleErrors, expect, signUpViaApi } from "./fixtures";

/** The visitor's address of a site, and no complaint about the favicon the starter does not have. */
export function siteOrigin(slug: string): string {
  const origin = `http://${slug}.localhost:${PORT}`;
  allowConsoleErrors(new RegExp(`^Failed to load resource: .*status of 404 .* @ ${origin}/favicon\\.ico$`));
  return origin;
}

export async function publishViaApi(page: Page, siteId: string) {
  const published = await page.request.post("/site/publish", { data: { site_id: siteId } });
  expect(published.status(), await published.text()).toBe(200);
}

/** A visitor's address of its own: an address may post to one form only a few times a minute. */
export function visitorAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** A file a visitor attaches, in the field `field`. */
export type Attachment = { field: string; name: string; mimeType: string; buffer: Buffer };

/** The post's body: urlencoded, or multipart when files go with it. */
function formBody(fields: Record<string, string>, files: Attachment[]): { type: string; body: Buffer } {
  if (files.length === 0) {
    return { type: "application/x-www-form-urlencoded", body: Buffer.from(new URLSearchParams(fields).toString()) };
  }
  const boundary = `----webcraft${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
      ),
      file.buffer,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/**
 * A visitor posts `fields` (and `files`) to the site's form as the runtime's Form does with JavaScript (a
 * JSON answer), from the page `from` of the site, each post from an address of its own. Node cannot resolve
 * `*.localhost` as browsers do, so the post goes to this machine naming the site's host.
 */
export async function postForm(
  slug: string,
  form: string,
  fields: Record<string, string>,
  { from = "/contact", files = [] }: { from?: string; files?: Attachment[] } = {},
): Promise<void> {
  const host = `${slug}.localhost:${PORT}`;
  const { type, body } = formBody(fields, files);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        method: "POST",
        path: `/_forms/${form}`,
        headers: {
          host,
          accept: "application/json",
          "content-type": type,
          "content-length": body.byteLength,
          origin: `http://${host}`,
          referer: `http://${host}${from}`,
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
          "x-forwarded-for": visitorAddress(),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
  expect(status, text).toBe(201);
}

/** A contact message from `name`, as the starter's Contact page sends it. */
export function contact(name: string, message: string): Record<string, string> {
  return { name, email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`, message };
}

/** The inbox's list of submissions. */
export function submissionList(page: Page): Locator {
  return page.getByRole("list", { name: "Submissions" });
}

/** The row of the submission whose preview holds `text`: the button that opens it. */
export function submissionRow(page: Page, text: string | RegExp): Locator {
  return submissionList(page).getByRole("button").filter({ hasText: text });
}

/** The admin's first screen of a journey may wait for the app's first build of its chunks. */
export const FIRST_LOAD = { timeout: 30_000 };

/** The owner's published site: the starter, or the template `templateId`. */
export async function publishedSite(page: Page, name: string, templateId?: string) {
  const account = await signUpViaApi(page);
  const organization = await page.request.post("/api/organizations", { data: { name: `${name} Co` } });
  expect(organization.status()).toBe(201);
  const created = await page.request.post("/api/sites", { data: { name, template_id: templateId } });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: string; slug: string; name: string };
  await publishViaApi(page, site.id);
  return { site, account };
}

/** The site's form inbox, open (with `search`, the address's query). */
export async function openInbox(page: Page, siteId: string, search = "") {
  await page.goto(`/admin/submissions/${siteId}${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Form inbox" })).toBeVisible(FIRST_LOAD);
}

/** Every mail in this run's outbox, its quoted-printable soft line breaks joined. */
export function readOutbox(): string[] {
  const folder = join(E2E_DATA_DIR, "outbox");
  return readdirSync(folder).map((name) =>
    readFileSync(`${folder}/${name}`, "utf8")
      .replace(/=\r?\n/g, "")
      .replaceAll("=3D", "="),
  );
}
