import { admin, heading, publicScreen, type Screen } from "./accessibility-kit";
import { agencyClaimLink, claimPath } from "./claim-helpers";
import { expect } from "./fixtures";

/**
 * Handing a site over: the agency's claim link in site settings, the client's claim screen in its states,
 * and the sign-in screen a signed-out client meets first.
 */
export const CLAIM_SCREENS: Screen[] = [
  {
    ...admin(
      "Site settings, a claim link made",
      "/admin/site/settings/:id",
      (site) => `/admin/site/settings/${site.id}#hand-over`,
      heading("Hand over to a client"),
    ),
    open: async (page) => {
      const card = page.getByRole("region", { name: "Hand over to a client" });
      await card.getByRole("button", { name: /(Create|Replace) claim link/ }).click();
      await expect(card.getByRole("textbox", { name: "Claim link" })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
    },
  },
  admin(
    "Claim site, a link without its token",
    "/admin/sites/claim/:slug",
    () => "/admin/sites/claim/some-site",
    heading("This claim link does not work"),
  ),
  {
    ...admin("Claim site", "/admin/sites/claim/:slug", () => "/admin/sites/claim/some-site", heading(/./)),
    sharesOwner: true,
    open: async (page) => {
      const { link } = await agencyClaimLink("Lindiwe's Bakery", "Cape Web Studio");
      await page.goto(claimPath(link));
      await expect(page.getByRole("heading", { name: "Claim Lindiwe's Bakery" })).toBeVisible();
      await expect(page.getByTitle("Preview of Lindiwe's Bakery")).toBeVisible();
    },
  },
  {
    ...admin(
      "Claim site, already claimed",
      "/admin/sites/claim/:slug",
      () => "/admin/sites/claim/some-site",
      heading(/./),
    ),
    allowedErrors: [/status of 409 .*\/api\/claims\//],
    open: async (page) => {
      const { link } = await agencyClaimLink("Sipho's Garage");
      const claimed = await page.request.post(`/api/claims/${link.token}/accept`, {
        data: { new_organization_name: "Sipho's Garage" },
      });
      expect(claimed.status()).toBe(200);
      await page.goto(claimPath(link));
      await expect(page.getByRole("heading", { name: "This site has already been claimed" })).toBeVisible();
    },
  },
  {
    // Signed out, a claim link leads to sign-in, which says whose site waits.
    ...publicScreen("Sign in, from a claim link", "/signin", "/signin", heading("Sign in to Webcraft")),
    open: async (page) => {
      const { link } = await agencyClaimLink("Ayanda's Kitchen", "Durban Web Works");
      await page.goto(claimPath(link));
      await expect(page.getByTestId("link-welcome")).toContainText("Durban Web Works built Ayanda's Kitchen for you.");
    },
  },
];
