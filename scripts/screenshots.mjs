// `node scripts/screenshots.mjs [baseURL]`: screenshots of the main screens at 1280 px and 375 px,
// light and dark, into screenshots/ (ignored by git): public pages, the admin, the site editor's
// preview (at each viewport) and the published starter site. Needs a running server (npm start).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://localhost:3000";
const out = "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function shoot(context, name, path) {
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: false });
  await page.close();
}

/** The site editor's preview (at each viewport on desktop), then the site published and visited. */
async function shootSite(context, suffix) {
  const created = await context.request.post(`${base}/api/sites`, {
    data: { name: `Karoo ${suffix}` },
    headers: { origin: base },
  });
  const site = await created.json();
  const page = await context.newPage();
  await page.goto(`${base}/admin/site/${site.id}`, { waitUntil: "networkidle" });
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  try {
    await frame.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    await page.screenshot({ path: `${out}/preview-failed-${suffix}.png` });
    throw error;
  }
  await page.screenshot({ path: `${out}/preview-${suffix}.png` });
  if (suffix.startsWith("desktop")) {
    for (const [button, name] of [
      ["Mobile (375px)", "mobile"],
      ["Tablet (768px)", "tablet"],
    ]) {
      await page.getByRole("button", { name: button }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/preview-${name}-viewport-${suffix}.png` });
    }
  }
  const published = await context.request.post(`${base}/site/publish`, {
    data: { site_id: site.id },
    headers: { origin: base },
  });
  const { url } = await published.json();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}/published-${suffix}.png` });
  await page.close();
}

const id = Date.now().toString(36);
const account = { name: "Thandi Nkosi", email: `thandi-${id}@example.com`, password: "a sturdy password" };
for (const [width, height, label] of [
  [1280, 800, "desktop"],
  [375, 812, "mobile"],
]) {
  for (const theme of ["light", "dark"]) {
    const context = await browser.newContext({
      viewport: { width, height },
      extraHTTPHeaders: { "x-forwarded-for": `10.9.${width % 250}.${theme === "dark" ? 2 : 1}` },
    });
    await context.addInitScript((t) => localStorage.setItem("vite-ui-theme", t), theme);
    const suffix = `${label}-${theme}`;
    await shoot(context, `landing-${suffix}`, "/");
    await shoot(context, `signin-${suffix}`, "/signin");
    const email = account.email.replace("@", `-${suffix}@`);
    const signedUp = await context.request.post(`${base}/api/auth/sign-up/email`, {
      data: { ...account, email },
      headers: { origin: base },
    });
    // Sign-up is rate limited (5 a minute from one address): a second run right after the first waits.
    if (!signedUp.ok()) throw new Error(`sign-up answered ${signedUp.status()}: run again in a minute`);
    await context.request.post(`${base}/api/organizations`, {
      data: { name: "Karoo Coffee Roasters" },
      headers: { origin: base },
    });
    await shoot(context, `admin-${suffix}`, "/admin");
    await shoot(context, `members-${suffix}`, "/admin/members");
    await shoot(context, `docs-${suffix}`, "/docs/getting-started");
    await shoot(context, `not-found-${suffix}`, "/no/such/page");
    await shootSite(context, suffix);
    await context.close();
  }
}
await browser.close();
console.info(`screenshots written to ${out}/`);
