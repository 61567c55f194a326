import type { Page } from "@playwright/test";
import { admin, heading, type Screen } from "./accessibility-kit";
import { AI_COPY } from "./ai-copy";

/** The site creator's draft as its page keeps it in session storage: each step opened with what came before. */
const DRAFT = {
  templateId: "restaurant",
  name: "Thandi's Kitchen",
  category: "restaurant",
  tagline: "Cape Malay cooking since 2009",
  primary: "#0f766e",
  accent: "#f59e0b",
  logo: null,
  phone: "021 555 0100",
  whatsapp: "+27 82 123 4567",
  email: "hello@thandis.co.za",
  address: "12 Lower Main Road, Observatory",
  hours: [{ days: "Monday to Friday", hours: "07:00 – 16:00" }],
  description: "A family café in Observatory serving breakfasts, bobotie and koeksisters since 2009.",
  copy: null,
  forClient: false,
  clientEmail: "",
};

/** Opens the creator at `step` with the draft (and `change`) already typed. */
function atStep(step: string, label: string, change: Record<string, unknown> = {}) {
  return async (page: Page) => {
    await page.evaluate((draft) => sessionStorage.setItem("webcraft.creator", JSON.stringify(draft)), {
      ...DRAFT,
      ...change,
      step,
    });
    await page.reload();
    await heading(new RegExp(`^Step \\d of 6: ${label}$`))(page);
  };
}

/** This server writes copy with AI; the installation without it is one /api/config answer away. */
async function withAiOff(page: Page) {
  await page.unroute("**/api/config");
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), aiCopy: false } });
  });
}

/** Each state lives in the page's session storage (and a routed answer): the owner's data is only read. */
function creatorScreen(name: string, open: (page: Page) => Promise<void>): Screen {
  return {
    ...admin(`Site creator, ${name}`, "/admin/creator", () => "/admin/creator", heading("Site creator")),
    sharesOwner: true,
    open,
  };
}

export const CREATOR_SCREENS: Screen[] = [
  creatorScreen("template", async (page) => {
    await page.evaluate(() => sessionStorage.removeItem("webcraft.creator"));
    await page.reload();
    await page.getByRole("radio", { name: "Bistro" }).check();
    await page.getByTitle("Bistro on a phone").waitFor();
  }),
  creatorScreen("business, with a problem", async (page) => {
    await atStep("business", "Business", { name: "" })(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Give the business a name").waitFor();
  }),
  creatorScreen("colours, hard to read", atStep("look", "Colours and logo", { primary: "#facc15" })),
  creatorScreen("contact", atStep("contact", "Contact")),
  creatorScreen("contact, the template's opening hours", async (page) => {
    await atStep("contact", "Contact", { hours: null })(page);
    await page.getByText("Template example", { exact: true }).waitFor();
  }),
  creatorScreen("words", atStep("copy", "Words")),
  creatorScreen("words, written by AI", atStep("copy", "Words", { copy: AI_COPY })),
  creatorScreen("words, AI off: the template's examples", async (page) => {
    await withAiOff(page);
    await atStep("copy", "Words", { words: { about: "Our own words." }, keptExamples: ["copy.services"] })(page);
    await page.getByText("Template example", { exact: true }).first().waitFor();
  }),
  creatorScreen("review, with the template's examples", async (page) => {
    await atStep("review", "Review")(page);
    await page.getByRole("region", { name: "3 texts are the template's examples" }).waitFor();
  }),
  creatorScreen(
    "review, for a client",
    atStep("review", "Review", { copy: AI_COPY, forClient: true, clientEmail: "owner@thandis.co.za" }),
  ),
];
