// The claim link's life: made, read, replaced, expired, refused to the agency's own members, claimed once
// (also by two accepts at once), and the live site's "Preview by" banner coming and going without a publish.
import type { Claim, ClaimLink, ClaimStatus } from "@common/schemas/claims";
import { CLAIM_MESSAGES } from "@common/schemas/claims";
import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { dbBool } from "../../db/values";
import { siteAddress } from "../../site/address";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { openPreview, ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";

async function agencyWithLink(app: TestApp, input: { email?: string } = {}) {
  const agency = await ownerWithSite(app, "Thandi's Salon");
  await agency.publish();
  const link = await agency.api.call<ClaimLink>("POST", `/api/sites/${agency.site.id}/claim`, input);
  expect(link.status).toBe(200);
  return { ...agency, link: link.body };
}

function reasonOf(body: unknown) {
  return (body as ErrorBody).error.details?.reason;
}

describeEachDb("claiming a site", (use) => {
  it("makes a 30-day link whose token is kept only as a hash, and shows the client the site and the agency", async () => {
    const app = use();
    const agency = await agencyWithLink(app);
    const { link, site, organization } = agency;
    expect(link.url).toBe(`${app.env.appOrigin}/admin/sites/claim/${site.slug}?token=${link.token}`);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const rows = await app.deps.db.kysely
      .selectFrom("site_claims")
      .selectAll()
      .where("site_id", "=", site.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const status = await agency.api.call<ClaimStatus>("GET", `/api/sites/${site.id}/claim`);
    expect(status.body).toMatchObject({ status: "open", expires_at: link.expires_at, emailed_to: null });

    const client = await signedUpOwner(app);
    const read = await client.api.call<Claim>("GET", `/api/claims/${link.token}?slug=${site.slug}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      site: {
        id: site.id,
        name: site.name,
        slug: site.slug,
        url: site.url,
        published: true,
        preview_url: expect.stringMatching(new RegExp(`^${app.env.previewOrigin}/site-picture/${site.id}/`)),
      },
      agency: { id: organization.id, name: organization.name },
      expires_at: link.expires_at,
      receiving_organizations: [{ id: client.organization.id, name: client.organization.name }],
    });
  });

  it("frames the preview from the preview origin, and names the primary custom domain as the site's address", async () => {
    const app = use();
    const { site, link } = await agencyWithLink(app);
    const hostname = `www.${site.slug}.example`;
    await app.deps.db.kysely
      .insertInto("site_domains")
      .values({
        id: `domain-${site.slug}`,
        site_id: site.id,
        organization_id: site.organization_id,
        hostname,
        token: "t",
        status: "verified",
        is_primary: dbBool(app.deps.db.dialect, true),
        created_at: new Date().toISOString(),
      })
      .execute();
    const client = await signedUpOwner(app);
    const read = await client.api.call<Claim>("GET", `/api/claims/${link.token}?slug=${site.slug}`);
    expect(read.body.site.url).toBe(siteAddress(app.env)(hostname));
    // The site's own host now sends browsers to the custom domain, which the app's pages may not frame;
    // the preview origin, which they may, serves the live home page.
    expect((await visit(app, site.slug, "/")).status).toBe(301);
    const csp = (await app.request("/admin")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-src 'self' ${app.env.previewOrigin};`);
    const preview = await openPreview(app, read.body.site.preview_url ?? "");
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Welcome to Thandi&#39;s Salon");
  });

  it("tells whoever holds a working link, signed in or not, only the site's and the agency's names", async () => {
    const app = use();
    const { link, site, organization } = await agencyWithLink(app);
    const preview = (token: string) => app.request(`/api/claims/${token}/preview`);
    const open = await preview(link.token);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ site_name: site.name, agency_name: organization.name });
    const unknown = await preview("not-a-token");
    expect([unknown.status, reasonOf(await unknown.json())]).toEqual([404, "unknown"]);
    const client = await signedUpOwner(app);
    await client.api.call("POST", `/api/claims/${link.token}/accept`, { organization_id: client.organization.id });
    const used = await preview(link.token);
    expect([used.status, reasonOf(await used.json())]).toEqual([409, "claimed"]);
  });

  it("has no preview until something is published", async () => {
    const app = use();
    const agency = await ownerWithSite(app, "Unpublished Spa");
    const link = await agency.api.call<ClaimLink>("POST", `/api/sites/${agency.site.id}/claim`, {});
    const client = await signedUpOwner(app);
    const read = await client.api.call<Claim>("GET", `/api/claims/${link.body.token}`);
    expect(read.body.site).toMatchObject({ published: false, preview_url: null });
  });

  it("says which way a link cannot be used: unknown, another site's, the agency's own, replaced, expired", async () => {
    const app = use();
    const agency = await agencyWithLink(app);
    const client = await signedUpOwner(app);
    const unknown = await client.api.call("GET", "/api/claims/not-a-token");
    expect([unknown.status, reasonOf(unknown.body)]).toEqual([404, "unknown"]);
    expect((unknown.body as ErrorBody).error.message).toBe(CLAIM_MESSAGES.unknown);

    const wrongSite = await client.api.call("GET", `/api/claims/${agency.link.token}?slug=another-site`);
    expect([wrongSite.status, reasonOf(wrongSite.body)]).toEqual([400, "wrong_site"]);

    const colleague = await addMember(app, agency.user, agency.organization.id, "editor");
    const own = await apiAs(app, colleague).call("GET", `/api/claims/${agency.link.token}`);
    expect([own.status, reasonOf(own.body)]).toEqual([403, "own_organization"]);
    const ownAccept = await apiAs(app, colleague).call("POST", `/api/claims/${agency.link.token}/accept`, {
      new_organization_name: "Mine now",
    });
    expect([ownAccept.status, reasonOf(ownAccept.body)]).toEqual([403, "own_organization"]);

    const newer = await agency.api.call<ClaimLink>("POST", `/api/sites/${agency.site.id}/claim`, {});
    const replaced = await client.api.call("GET", `/api/claims/${agency.link.token}`);
    expect([replaced.status, reasonOf(replaced.body)]).toEqual([409, "replaced"]);
    expect((await client.api.call("GET", `/api/claims/${newer.body.token}`)).status).toBe(200);

    await app.deps.db.kysely
      .updateTable("site_claims")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("site_id", "=", agency.site.id)
      .where("status", "=", "open")
      .execute();
    const expired = await client.api.call("GET", `/api/claims/${newer.body.token}`);
    expect([expired.status, reasonOf(expired.body)]).toEqual([409, "expired"]);
    const expiredAccept = await client.api.call("POST", `/api/claims/${newer.body.token}/accept`, {
      organization_id: client.organization.id,
    });
    expect([expiredAccept.status, reasonOf(expiredAccept.body)]).toEqual([409, "expired"]);
    const status = await agency.api.call<ClaimStatus>("GET", `/api/sites/${agency.site.id}/claim`);
    expect(status.body.status).toBe("expired");
    // Nothing moved.
    expect((await agency.api.call("GET", `/api/sites/${agency.site.id}`)).status).toBe(200);
  });

  it("moves the site into the client's organization once; the agency loses it and the link is used up", async () => {
    const app = use();
    const agency = await agencyWithLink(app);
    const client = await signedUpOwner(app);
    // An organization where the client is only an editor cannot receive the site.
    const other = await signedUpOwner(app);
    const editor = await addMember(app, other.user, other.organization.id, "editor");
    const asEditor = await apiAs(app, editor).call("POST", `/api/claims/${agency.link.token}/accept`, {
      organization_id: other.organization.id,
    });
    expect(asEditor.status).toBe(403);
    expect((asEditor.body as ErrorBody).error.message).toBe(CLAIM_MESSAGES.notReceiver);
    const both = await client.api.call("POST", `/api/claims/${agency.link.token}/accept`, {
      organization_id: client.organization.id,
      new_organization_name: "Both",
    });
    expect(both.status).toBe(400);

    const accepted = await client.api.call<Site>("POST", `/api/claims/${agency.link.token}/accept`, {
      organization_id: client.organization.id,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: agency.site.id, organization_id: client.organization.id });
    expect(accepted.body.slug).toBe(agency.site.slug);
    expect(accepted.body.url).toBe(agency.site.url);
    const listed = await client.api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(listed.body.sites.map((site) => site.id)).toContain(agency.site.id);
    expect((await agency.api.call("GET", `/api/sites/${agency.site.id}`)).status).toBe(404);

    const again = await client.api.call("POST", `/api/claims/${agency.link.token}/accept`, {
      organization_id: client.organization.id,
    });
    expect([again.status, reasonOf(again.body)]).toEqual([409, "claimed"]);
    const stranger = await signedUpOwner(app);
    const read = await stranger.api.call("GET", `/api/claims/${agency.link.token}`);
    expect([read.status, reasonOf(read.body)]).toEqual([409, "claimed"]);
  });

  it("lets only one of two accepts of the same link at once win", async () => {
    const app = use();
    const agency = await agencyWithLink(app);
    const first = await signedUpOwner(app);
    const second = await signedUpOwner(app);
    const answers = await Promise.all([
      first.api.call("POST", `/api/claims/${agency.link.token}/accept`, { organization_id: first.organization.id }),
      second.api.call("POST", `/api/claims/${agency.link.token}/accept`, { new_organization_name: "Second" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const site = await app.deps.db.kysely
      .selectFrom("sites")
      .select("organization_id")
      .where("id", "=", agency.site.id)
      .executeTakeFirstOrThrow();
    const [byFirst, bySecond] = answers;
    const winner =
      byFirst?.status === 200 ? first.organization.id : (bySecond?.body as Site | undefined)?.organization_id;
    expect(site.organization_id).toBe(winner);
    // The loser's new organization was never made.
    const orphan = await app.deps.db.kysely
      .selectFrom("organization")
      .select("id")
      .where("name", "=", "Second")
      .execute();
    expect(orphan.length).toBe(answers[1]?.status === 200 ? 1 : 0);
  });

  it("into a new organization named after the business, with the agency invited back as an admin when asked", async () => {
    const app = use();
    const agency = await agencyWithLink(app, { email: "owner@thandis.example" });
    expect(await app.lastMailLink()).toBe(agency.link.url);
    expect(agency.link.emailed_to).toBe("owner@thandis.example");
    const client = await signedUpOwner(app);
    const accepted = await client.api.call<Site>("POST", `/api/claims/${agency.link.token}/accept`, {
      new_organization_name: "Thandi's Salon",
      keep_agency: true,
    });
    expect(accepted.status).toBe(200);
    const db = app.deps.db.kysely;
    const organization = await db
      .selectFrom("organization")
      .select(["id", "name"])
      .where("id", "=", accepted.body.organization_id)
      .executeTakeFirstOrThrow();
    expect(organization.name).toBe("Thandi's Salon");
    const owner = await db
      .selectFrom("member")
      .select("role")
      .where("organizationId", "=", organization.id)
      .where("userId", "=", client.user.id)
      .executeTakeFirstOrThrow();
    expect(owner.role).toBe("owner");
    const invitation = await db
      .selectFrom("invitation")
      .select(["email", "role", "status"])
      .where("organizationId", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ email: agency.user.email, role: "admin", status: "pending" });
    expect(await app.lastMailLink()).toContain("/accept-invite/");
  });

  it("shows 'Preview by {agency}' on the live site while the link is open, and not once the site is claimed", async () => {
    const app = use();
    const agency = await ownerWithSite(app, "Bongani Plumbing");
    await agency.publish();
    const page = async () => (await visit(app, agency.site.slug, "/")).text();
    expect(await page()).not.toContain("Preview by");
    const link = await agency.api.call<ClaimLink>("POST", `/api/sites/${agency.site.id}/claim`, {});
    expect(await page()).toContain(`Preview by ${agency.organization.name}`);
    // A publish meanwhile keeps it.
    await agency.publish();
    const html = await page();
    expect(html.match(/Preview by/g)?.length).toBe(1);
    const client = await signedUpOwner(app);
    const accepted = await client.api.call("POST", `/api/claims/${link.body.token}/accept`, {
      organization_id: client.organization.id,
    });
    expect(accepted.status).toBe(200);
    expect(await page()).not.toContain("Preview by");
    expect(await page()).toContain("Bongani Plumbing");
  });
});
