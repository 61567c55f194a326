import type { Page } from "@playwright/test";
import { allowConsoleErrors, createOrganizationViaApi, expect, signUpViaApi, test } from "./fixtures";

// A page that tries everything user code on a site or preview origin must not be able to do to the app.
const SPY_PAGE = `import { useEffect, useState } from "react";

async function attempt(run) {
  try {
    const value = await run();
    return value === undefined || value === null || value === "" ? "empty" : String(value);
  } catch {
    return "blocked";
  }
}

export default function Spy() {
  const [report, setReport] = useState(null);
  useEffect(() => {
    const app = location.protocol + "//" + location.host.replace(/^[^.]+\\./, "");
    (async () => {
      const frame = document.createElement("iframe");
      frame.src = app + "/admin";
      document.body.append(frame);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      setReport({
        cookie: await attempt(() => document.cookie),
        storage: await attempt(() => localStorage.getItem("app-secret")),
        read: await attempt(async () => (await fetch(app + "/api/sites", { credentials: "include" })).status),
        write: await attempt(async () => {
          await fetch(app + "/api/organizations", {
            method: "POST",
            mode: "no-cors",
            credentials: "include",
            headers: { "content-type": "text/plain" },
            body: JSON.stringify({ name: "Pwned by a site" }),
          });
          return "sent";
        }),
        frame: await attempt(() => frame.contentWindow.document.body.innerHTML),
      });
    })();
  }, []);
  return <pre id="report">{report ? JSON.stringify(report) : "running"}</pre>;
}
`;

async function reportOf(page: Page) {
  const report = page.locator("#report");
  await expect(report).not.toHaveText("running", { timeout: 15_000 });
  return JSON.parse((await report.textContent()) ?? "{}") as Record<string, string>;
}

test("published sites and previews cannot reach the app's cookies, storage, document or API", async ({ page }) => {
  // Every refusal the spy meets is logged by the browser: that is what this test wants to see happen.
  allowConsoleErrors(
    // The app refuses to be framed by another origin (frame-ancestors), and the preview may frame nothing.
    /^Framing 'http:\/\/localhost:\d+\/' violates the following Content Security Policy directive/,
    // The preview may connect nowhere.
    /^Connecting to 'http:\/\/localhost:\d+\/api\/(sites|organizations)' violates the following Content Security Policy directive: "connect-src 'none'"/,
    /^Fetch API cannot load http:\/\/localhost:\d+\/api\/(sites|organizations)\. Refused to connect because it violates the document's Content Security Policy/,
    // The published site's reads get no CORS answer, and its no-cors write no readable response.
    /^Access to fetch at 'http:\/\/localhost:\d+\/api\/sites' from origin 'http:\/\/spy\.localhost:\d+' has been blocked by CORS policy/,
    /^Failed to load resource: net::ERR_(FAILED|BLOCKED_BY_RESPONSE\.NotSameOrigin) @ http:\/\/localhost:\d+\/api\/(sites|organizations)$/,
    // The spy site has no icon, on its host nor in the preview (whether the browser asks before leaving varies).
    /^Failed to load resource: .*status of 404 .* @ http:\/\/(spy|preview)\.localhost:\d+\/favicon\.ico$/,
  );
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Isolation Test");
  const site = (await (await page.request.post("/api/sites", { data: { name: "Spy" } })).json()) as { id: string };
  const created = await page.request.post(`/api/sites/${site.id}/files`, {
    data: { full_path: "pages/Spy.jsx", content: SPY_PAGE },
  });
  expect(created.status()).toBe(201);
  const published = await page.request.post("/site/publish", { data: { site_id: site.id } });
  expect(published.status()).toBe(200);
  const { url } = (await published.json()) as { url: string };

  await page.goto("/");
  // Readable by the app's own scripts (not httpOnly, unlike the session cookie): the other origins must not see them.
  await page.context().addCookies([{ name: "app-visible", value: "do-not-leak", url: page.url() }]);
  await page.evaluate(() => localStorage.setItem("app-secret", "do not leak"));
  expect(await page.evaluate(() => document.cookie)).toContain("app-visible=do-not-leak");
  const appCookies = await page.context().cookies(page.url());
  expect(appCookies.some((cookie) => cookie.name.includes("session_token"))).toBe(true);

  const preview = await page.request.post(`/api/sites/${site.id}/preview-url`, {
    data: { page_path: "pages/Spy.jsx" },
  });
  expect(preview.status()).toBe(200);
  const previewUrl = ((await preview.json()) as { url: string }).url;

  for (const target of [`${url}/spy`, previewUrl]) {
    await page.goto(target);
    const report = await reportOf(page);
    expect(report, target).toEqual({
      cookie: "empty",
      storage: "empty",
      read: "blocked",
      write: report.write === "blocked" ? "blocked" : "sent",
      frame: "blocked",
    });
  }

  // The no-cors write was refused: it came from another origin, without the session cookie.
  await page.goto("/");
  const organizations = await page.request.get("/api/auth/organization/list");
  const names = ((await organizations.json()) as { name: string }[]).map((org) => org.name);
  expect(names).toEqual(["Isolation Test"]);
});
