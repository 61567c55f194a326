// `npm run templates:thumbnails [-- ids…] [-- --pages DIR]`: builds every template (or those named) with
// the builder that publishes sites, serves each on a loopback port and screenshots its home page with
// Chromium at 1280×800 and 375×740 into templates/{id}/thumbnails/ (desktop.png, phone.png), shrunk to a
// palette PNG under 150 KB. With --pages DIR it also shoots every page of each template, light and dark,
// at both widths into DIR, to look at (not committed), and lists axe-core's serious and critical findings.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { createBuilder, type PublishedAsset } from "../server/builder/builder";
import { loadTemplates, type SiteTemplate, templatesFolder } from "../server/features/templates/template-registry";

const MAX_BYTES = 150 * 1024;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

// A `--` may reach us (the one before --pages in the usage above): dropped, or parseArgs would take
// everything after it as ids.
const { values, positionals: wanted } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { pages: { type: "string" } },
  allowPositionals: true,
});
const pagesDir = values.pages;

function serve(files: Map<string, PublishedAsset>): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname).replace(/^\/+|\/+$/g, "");
    const name = path === "" ? "index.html" : path.startsWith("assets/") ? path : `${path}/index.html`;
    const file = files.get(name) ?? files.get("404.html");
    response.writeHead(files.has(name) ? 200 : 404, { "content-type": file?.contentType ?? "text/plain" });
    response.end(file?.content ?? "");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    }),
  );
}

/** A screenshot as a palette PNG small enough to ship. */
async function shrunk(png: Buffer): Promise<Buffer> {
  for (const colours of [256, 128, 64]) {
    const out = await sharp(png).png({ palette: true, colours, compressionLevel: 9, effort: 10 }).toBuffer();
    if (out.length <= MAX_BYTES) return out;
  }
  throw new Error("A thumbnail stays over 150 KB");
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical findings on the page, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
}

async function settle(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(template: SiteTemplate, origin: string, routes: string[]) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, colorScheme: "light" });
      const page = await context.newPage();
      await settle(page, `${origin}/`);
      const png = await shrunk(await page.screenshot());
      const folder = join(templatesFolder(), template.id, "thumbnails");
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.png`), png);
      console.info(`[thumbnails] ${template.id}/${name}.png ${Math.round(png.length / 1024)} KB`);
      await context.close();
      if (!pagesDir) continue;
      for (const scheme of ["light", "dark"] as const) {
        const shots = await browser.newContext({ viewport, colorScheme: scheme });
        const shotPage = await shots.newPage();
        for (const route of routes) {
          await settle(shotPage, `${origin}${route}`);
          const file = `${template.id}-${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${name}-${scheme}.png`;
          await shotPage.screenshot({ path: join(pagesDir, file), fullPage: true });
          for (const finding of await axeFindings(shotPage)) console.warn(`[axe] ${file}: ${finding}`);
        }
        await shots.close();
      }
    }
  } finally {
    await browser.close();
  }
}

const builder = createBuilder({ workers: 1 });
try {
  if (pagesDir) mkdirSync(pagesDir, { recursive: true });
  for (const template of loadTemplates().values()) {
    if (wanted.length > 0 && !wanted.includes(template.id)) continue;
    const site = { id: `template-${template.id}`, organizationId: "templates", content: template.samplePosts };
    const result = await builder.buildSite(site, template.files);
    const files = new Map(result.assets.map((asset) => [asset.path, asset]));
    const routes = result.pages.map((page) => page.route).filter((route) => route !== "/404" && !route.includes("["));
    const { server, origin } = await serve(files);
    try {
      await shoot(template, origin, routes);
    } finally {
      server.close();
    }
  }
} finally {
  await builder.close();
}
