import { randomBytes } from "node:crypto";
import { addTxtRecord } from "./dns-zone";
import { allowConsoleErrors, expect, signUpWithSite, test, toast } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test("an owner verifies a custom domain against DNS and makes it primary: it serves the site, the site's own host redirects there", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Saltpan Coffee");
  const published = await page.request.post("/site/publish", { data: { site_id: site.id } });
  expect(published.status()).toBe(200);
  const ownHost = `${site.slug}.localhost:${PORT}`;
  const hostname = `www.saltpan-${randomBytes(4).toString("hex")}.test`;
  // The starter site has no icon; the browser asks each host for /favicon.ico anyway and logs the 404.
  allowConsoleErrors(/status of 404 .* @ http:\/\/\S+\/favicon\.ico$/);

  await page.goto(`/admin/site/settings/${site.id}#domains`);
  await page.getByRole("textbox", { name: "Domain", exact: true }).fill(hostname);
  await page.getByRole("button", { name: "Add domain" }).click();
  const domain = page.getByRole("listitem", { name: hostname });
  await expect(domain.getByText("Pending", { exact: true })).toBeVisible();
  const rows = domain.getByRole("row");
  await expect(rows.filter({ hasText: "CNAME" })).toContainText(`${site.slug}.localhost`);
  const txt = rows.filter({ hasText: "TXT" });
  await expect(txt).toContainText(`_webcraft.${hostname}`);
  const token = (await txt.textContent())?.match(/webcraft-verify-[0-9a-f]{32}/)?.[0];
  expect(token).toBeDefined();

  // Checked before the record exists: still pending, and told what is missing.
  await domain.getByRole("button", { name: "Check DNS" }).click();
  await expect(domain.getByTestId("domain-message")).toContainText(`No TXT record found at _webcraft.${hostname}`);
  await expect(domain.getByText("Pending", { exact: true })).toBeVisible();

  // The owner creates the record at their DNS provider (the suite's DNS server), then checks again.
  addTxtRecord(`_webcraft.${hostname}`, token ?? "");
  await domain.getByRole("button", { name: "Check DNS" }).click();
  await expect(toast(page).filter({ hasText: `${hostname} now serves the site` })).toBeVisible();
  await expect(domain.getByText("Verified", { exact: true })).toBeVisible();
  await expect(domain.getByTestId("domain-message")).toContainText("the domain is verified");
  await expect(domain.getByRole("row")).toHaveCount(0);

  await domain.getByRole("button", { name: "Make primary" }).click();
  await expect(domain.getByText("Primary", { exact: true })).toBeVisible();
  await expect(domain.getByRole("button", { name: "Make primary" })).toHaveCount(0);

  // A visitor at the custom domain sees the published site, and the site's own host sends them there.
  const visitor = await page.context().newPage();
  await visitor.goto(`http://${hostname}:${PORT}/`);
  await expect(visitor.getByRole("heading", { name: "Welcome to Saltpan Coffee", level: 1 })).toBeVisible();
  await visitor.goto(`http://${ownHost}/`);
  await expect(visitor).toHaveURL(`http://${hostname}:${PORT}/`);
  await expect(visitor.getByRole("heading", { name: "Welcome to Saltpan Coffee", level: 1 })).toBeVisible();
  await visitor.close();
});
