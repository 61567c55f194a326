import type { Locator, Page } from "@playwright/test";
import { AI_COPY } from "./ai-copy";
import { stepHeading } from "./creator-helpers";
import {
  allowConsoleErrors,
  createOrganizationViaApi,
  expect,
  linkFromOutbox,
  newAccount,
  savedContentViaApi,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";

// A site build and its publish share two busy cores with other work: give journeys room.
test.describe.configure({ timeout: 150_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SLOW = { timeout: 30_000 };
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** Clicks, counted: the creator's promise is a finished site in a few of them. */
function clickCounter() {
  let count = 0;
  return {
    click: async (target: Locator) => {
      count += 1;
      await target.click();
    },
    count: () => count,
  };
}

/** Publishes the open editor's site and answers its published address. */
async function publishFromEditor(page: Page, click: (target: Locator) => Promise<void>) {
  await expect(page).toHaveURL(/\/admin\/site\/[\w-]+$/, SLOW);
  const siteId = page.url().split("/").pop() ?? "";
  await click(page.getByRole("button", { name: "Publish", exact: true }));
  await expect(toast(page)).toContainText("Site published", SLOW);
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as { slug: string };
  return `http://${site.slug}.localhost:${PORT}`;
}

test("a newcomer signs up, makes a site with the creator, publishes it, and a visitor can WhatsApp them", async ({
  page,
  browser,
}) => {
  const { click, count } = clickCounter();
  const account = newAccount();
  await page.goto("/signup");
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await click(page.getByRole("button", { name: "Create account" }));
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill("Thandi's Kitchen");
  await click(dialog.getByRole("button", { name: "Create", exact: true }));
  await expect(dialog).toBeHidden();

  await click(page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Site creator" }));
  await stepHeading(page, "Template");
  // A site that exists already comes in as a zip from here too.
  await page.getByRole("button", { name: "Import a zip instead" }).click();
  const importDialog = page.getByRole("dialog", { name: "Import a site" });
  await expect(importDialog.getByLabel("Zip file")).toBeVisible();
  await importDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(importDialog).toBeHidden();
  await click(page.getByRole("radio", { name: "Bistro" }));
  await expect(page.getByTitle("Bistro on a phone")).toBeVisible();
  await click(page.getByRole("button", { name: "Next" }));

  await expect(await stepHeading(page, "Business")).toBeFocused();
  await page.getByLabel("Business name").fill("Thandi's Kitchen");
  await expect(page.getByLabel("Kind of business")).toHaveValue("restaurant");
  await click(page.getByRole("button", { name: "Next" }));
  await stepHeading(page, "Colours and logo");
  await click(page.getByRole("button", { name: "Next" }));
  await stepHeading(page, "Contact");
  await page.getByLabel("WhatsApp number").fill("+27 82 123 4567");
  await click(page.getByRole("button", { name: "Next" }));
  await stepHeading(page, "Words");
  await click(page.getByRole("button", { name: "Next" }));
  await stepHeading(page, "Review");
  await expect(page.getByText("+27 82 123 4567")).toBeVisible();
  await click(page.getByRole("button", { name: "Create site" }));

  const address = await publishFromEditor(page, click);
  // Sign-up, organization, the creator's steps, Create and Publish.
  expect(count()).toBeLessThanOrEqual(12);

  const visitor = await browser.newPage();
  await visitor.goto(address);
  await expect(visitor.getByText("Thandi's Kitchen").first()).toBeVisible();
  // The chat itself is WhatsApp's: the journey stops at its address.
  await visitor.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  await visitor.locator('a[href="/_go/whatsapp"]').first().click();
  await expect(visitor).toHaveURL("https://wa.me/27821234567");
  await visitor.close();
});

test("the AI writes the words from a description, and they are on the published site", async ({ page }) => {
  const { click } = clickCounter();
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Creator Co");
  await page.goto("/admin/creator");
  await click(page.getByRole("radio", { name: "Bistro" }));
  await click(page.getByRole("button", { name: "Next" }));
  await page.getByLabel("Business name").fill("Observatory Café");
  // Going back keeps what was typed, and so does a reload.
  await click(page.getByRole("button", { name: "Back" }));
  await stepHeading(page, "Template");
  await page.reload();
  await click(page.getByRole("button", { name: "Next" }));
  await expect(page.getByLabel("Business name")).toHaveValue("Observatory Café");
  await click(page.getByRole("button", { name: "Next" }));
  await click(page.getByRole("button", { name: "Next" }));
  await click(page.getByRole("button", { name: "Next" }));
  await stepHeading(page, "Words");
  await page
    .getByLabel("Describe your business in a few sentences (optional)")
    .fill("A family café in Observatory serving breakfasts, bobotie and koeksisters since 2009.");
  await click(page.getByRole("button", { name: "Write my words" }));
  await expect(page.getByText(AI_COPY.headline)).toBeVisible();
  await expect(page.getByText("From R 65", { exact: false })).toBeVisible();
  await click(page.getByRole("button", { name: "Next" }));
  await expect(page.getByText(`Written by AI: “${AI_COPY.headline}”`)).toBeVisible();
  await click(page.getByRole("button", { name: "Create site" }));

  const address = await publishFromEditor(page, click);
  await page.goto(address);
  await expect(page.getByRole("heading", { name: AI_COPY.headline })).toBeVisible();
});

test("a step's problems are said at its fields, and a hard-to-read main colour is called out", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Creator Co");
  await page.goto("/admin/creator");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Choose a template to start from")).toBeVisible();
  await page.getByRole("radio", { name: "Bistro" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Give the business a name")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Business name")).toBeFocused();
  await page.getByLabel("Business name").fill("Sunny Shop");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Main colour").fill("#facc15");
  await expect(page.getByText(/hard to read \(contrast 1\.\d:1/)).toBeVisible();
  await page.getByRole("button", { name: "Plum and gold" }).click();
  await expect(page.getByText(/reads well/)).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Steps of the site creator" });
  await expect(steps.getByRole("button", { name: /Colours and logo/ })).toHaveAttribute("aria-current", "step");
});

test("an agency makes a site for a client in the creator and lands on its claim link, mailed to the client", async ({
  page,
}) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Pixel Agency");
  // The earlier steps are the newcomer's journey above; here the draft is already filled in.
  await page.goto("/admin/creator");
  await page.evaluate(
    (png) =>
      sessionStorage.setItem(
        "webcraft.creator",
        JSON.stringify({
          step: "review",
          templateId: "salon",
          name: "Lerato's Lashes",
          whatsapp: "+27821234567",
          logo: { name: "lashes-logo.png", dataUrl: `data:image/png;base64,${png}` },
        }),
      ),
    ONE_PIXEL_PNG,
  );
  await page.reload();
  await stepHeading(page, "Review");
  await page.getByRole("checkbox", { name: "I'm building this for a client" }).check();
  const email = page.getByLabel("Client's email (optional)");
  await email.fill("lerato@");
  await page.getByRole("button", { name: "Create site" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(email).toBeFocused();
  const client = newAccount().email;
  await email.fill(client);
  await page.getByRole("button", { name: "Create site" }).click();

  await expect(page).toHaveURL(/\/admin\/site\/settings\/[\w-]+#hand-over$/, SLOW);
  // The logo went into the new site's library, and its data file names it.
  const siteId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const data = JSON.parse((await savedContentViaApi(page, siteId, "data/site.json")) ?? "{}") as { logo?: string };
  expect(data.logo).toBe("/media/lashes-logo.png");
  expect(await (await page.request.get(`/api/sites/${siteId}/media?q=lashes`)).text()).toContain('"lashes-logo.png"');
  const card = page.getByRole("region", { name: "Hand over to a client" });
  await expect(card).toBeInViewport();
  const url = await card.getByRole("textbox", { name: "Claim link" }).inputValue();
  expect(url).toMatch(/\/admin\/sites\/claim\/[\w-]+\?token=[A-Za-z0-9_-]{43}$/);
  await expect(card.getByText(`Mailed to ${client}.`)).toBeVisible();
  expect(await linkFromOutbox(client, /http:\/\/\S+\/admin\/sites\/claim\/\S+/)).toBe(url);
  // Shown once: after a reload the card says a link is out, and where it was mailed.
  await page.reload();
  await expect(card.getByTestId("claim-status")).toContainText(`(mailed to ${client})`, SLOW);
  await expect(card.getByRole("textbox", { name: "Claim link" })).toHaveCount(0);
});

test("a logo the library refuses leaves the site made, and says so", async ({ page }) => {
  // The library answers the upload 415, which the browser logs.
  allowConsoleErrors(/status of 415 .* @ .*\/media\?name=sparks\.png/);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Creator Co");
  await page.goto("/admin/creator");
  const notAPicture = Buffer.from("not a picture at all").toString("base64");
  await page.evaluate(
    (data) =>
      sessionStorage.setItem(
        "webcraft.creator",
        JSON.stringify({
          step: "review",
          templateId: "trades",
          name: "Sipho Sparks",
          logo: { name: "sparks.png", dataUrl: `data:image/png;base64,${data}` },
        }),
      ),
    notAPicture,
  );
  await page.reload();
  await stepHeading(page, "Review");
  await page.getByRole("button", { name: "Create site" }).click();
  await expect(page).toHaveURL(/\/admin\/site\/[\w-]+$/, SLOW);
  await expect(toast(page).filter({ hasText: "Site created without its logo" })).toContainText(
    "Add it from the site's media library.",
  );
  const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: { name: string }[] };
  const names = sites.map((site) => site.name);
  expect(names.filter((name) => name === "Sipho Sparks")).toHaveLength(1);
});
