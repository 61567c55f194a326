// What the claim journeys share: an agency elsewhere (a request context of its own) with a published site
// and a claim link for it.
import { randomBytes } from "node:crypto";
import type { ClaimLink } from "@common/schemas/claims";
import type { Site } from "@common/schemas/sites";
import { type APIRequestContext, request } from "@playwright/test";
import { expect, newAccount } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** A new agency (its own account and organization) with a published site `siteName` and its claim link. */
export async function agencyClaimLink(siteName: string, agencyName = `Agency ${randomBytes(2).toString("hex")}`) {
  const b = randomBytes(3);
  const agency = await request.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { origin: BASE, "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}` },
  });
  const account = newAccount();
  await ok(await agency.post("/api/auth/sign-up/email", { data: account }));
  await ok(await agency.post("/api/organizations", { data: { name: agencyName } }), 201);
  const site = (await ok(await agency.post("/api/sites", { data: { name: siteName } }), 201)) as Site;
  await ok(await agency.post("/site/publish", { data: { site_id: site.id } }));
  const link = (await ok(await agency.post(`/api/sites/${site.id}/claim`, { data: {} }))) as ClaimLink;
  await agency.dispose();
  return { site, link, agencyName, account };
}

/** The claim link's address within the app (its path and query). */
export function claimPath(link: ClaimLink): string {
  const url = new URL(link.url);
  return `${url.pathname}${url.search}`;
}
