import { createOrganizationViaApi, expect, fileViaApi, signUpViaApi, test, toast } from "./fixtures";

// Site builds share busy cores with other work: give the journey room.
test.describe.configure({ timeout: 120_000 });

const FIRST_LOAD = { timeout: 30_000 };

test.use({ viewport: { width: 1280, height: 800 } });

test("a link followed in the preview opens its page in the editor, and an unknown one says so", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Linden Co");
  const created = await page.request.post("/api/sites", { data: { name: "Linden Tea" } });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: string };
  // The About page gains a link to a page the site does not have.
  const about = await fileViaApi(page, site.id, "pages/About.jsx");
  expect(about).toBeDefined();
  const aboutPage = `import Layout from "../components/Layout.jsx";

export default function About() {
  return (
    <Layout>
      <h1 className="text-3xl font-bold">About Linden Tea</h1>
      <a href="opening-hours">Opening hours</a>
    </Layout>
  );
}
`;
  const saved = await page.request.put(`/api/sites/${site.id}/files/${about?.id}/content`, {
    data: { content: aboutPage },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/admin/site/${site.id}?file=pages%2FIndex.jsx`);
  const home = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
  await expect(home.getByRole("heading", { name: "Welcome to Linden Tea", level: 1 })).toBeVisible(FIRST_LOAD);

  await home.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/[?&]file=pages%2FAbout\.jsx/);
  const aboutFrame = page.frameLocator('iframe[title="Preview of pages/About.jsx"]');
  await expect(aboutFrame.getByRole("heading", { name: "About Linden Tea", level: 1 })).toBeVisible(FIRST_LOAD);

  // A relative link resolves against /about, as on the live site; no page answers /opening-hours.
  await aboutFrame.getByRole("link", { name: "Opening hours" }).click();
  await expect(toast(page).filter({ hasText: "No page at /opening-hours" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]file=pages%2FAbout\.jsx/);

  await aboutFrame.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/[?&]file=pages%2FIndex\.jsx/);
  await expect(home.getByRole("heading", { name: "Welcome to Linden Tea", level: 1 })).toBeVisible(FIRST_LOAD);
});
