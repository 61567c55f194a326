// What the form journeys share: a published site, visitors' posts to its forms, and the inbox's rows.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { allowConsoleErrors, expect } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

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

/**
 * A visitor posts `fields` to the site's form as the runtime's Form does with JavaScript (a JSON answer),
 * from the page `from` of the site, each post from an address of its own.
 */
export async function postForm(
  page: Page,
  slug: string,
  form: string,
  fields: Record<string, string>,
  from = "/contact",
) {
  const origin = `http://${slug}.localhost:${PORT}`;
  const response = await page.request.post(`${origin}/_forms/${form}`, {
    form: fields,
    headers: {
      accept: "application/json",
      origin,
      referer: `${origin}${from}`,
      "x-forwarded-for": visitorAddress(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
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
