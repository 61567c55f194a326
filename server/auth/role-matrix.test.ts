// The role matrix: every declared API route, tried by every kind of caller (owner, admin, editor, content,
// viewer, the owner of another organization, nobody), against the team's site, the outsider's site and a
// site that does not exist, signed in by bearer token and by cookie. Each try's status is what the policy
// table (common/permissions.ts) says it must be, so a route whose guard is missing or wrong, or a
// permission moved in the table without the routes following, fails here. The team's organization keeps
// "Clients may publish" off, so a content editor's publish is refused as the table says by default.

import { randomUUID } from "node:crypto";
import type { ApiRoute } from "@common/api/route";
import { forbiddenMessage, isOpen, type Permission, ROLES, type Role, roleAllows } from "@common/permissions";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dbBool } from "../db/values";
import { CSV_COLUMNS } from "../features/commerce/product-csv";
import { multipartZip } from "../features/site-archive/archive-test-kit";
import { ALL_API_ROUTES, routeKey, SITE_HOST_ROUTES } from "../test/all-routes";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../test/api";
import { startDnsServer, type TestDnsServer } from "../test/dns-server";
import { nextVisitorIp, postForm } from "../test/forms";
import { insertAttachment, insertMailbox, insertMailDomain, insertMessages } from "../test/mail-messages";
import { describeEachDb, type TestApp, type TestUser } from "../test/test-app";

type Caller = Role | "outsider" | "signed-out";
const CALLERS: Caller[] = [...ROLES, "outsider", "signed-out"];
/** Whose site a try names: the team's (owner, admin, editor, content, viewer), the outsider's, or none that exists. */
type Target = "team" | "outsider's" | "missing";
type Auth = "bearer" | "cookie";

/** One organization's resources: a site with a file, a version of it, a deployment and a picture in its media library. */
type World = { siteId: string; fileId: string; versionId: string; deploymentId: string };

/** The name of the picture each world's media library holds. */
const WORLD_PICTURE = "matrix.png";

/** What a fixture can ask for: the target world, and new resources in it when a try would use them up. */
type Kit = {
  world: World;
  /**
   * Where visitors reach the world's site now, `http://{host}`: its primary custom domain, else its own
   * host under its current slug (tries before may have changed either).
   */
  siteHost: () => Promise<string>;
  unique: () => string;
  freshSite: () => Promise<string>;
  /** A new site of the world's organization with a shop: the shop's id. */
  freshStore: () => Promise<string>;
  /** The world's organization's shop for products (made once, on a site of its own): its id. */
  productStore: () => Promise<string>;
  /** A new product of that shop, with one counted variant: their ids. */
  freshProduct: () => Promise<{ productId: string; variantId: string }>;
  /**
   * A new order placed by a visitor on the world's site, through its shop's checkout (the shop, paid by
   * EFT, and its product made once): its id and the key of the buyer's pages; `paid` marks it paid.
   */
  freshOrder: (paid?: boolean) => Promise<{ orderId: string; key: string }>;
  /** A variant the world's site's shop sells, without counting its stock. */
  shopVariant: () => Promise<string>;
  /** The world's site's shop: its id. */
  shopStore: () => Promise<string>;
  /** The world's organization's mail domain (made once, verified): its id. */
  mailDomain: () => Promise<string>;
  /** A new verified mail domain of the world's organization: its id. */
  freshMailDomain: () => Promise<string>;
  /** A new mailbox of the world's organization, read by no one but admins and owners: its id. */
  freshMailbox: () => Promise<string>;
  /** A new forward of the world's mail domain: its id. */
  freshAlias: () => Promise<string>;
  /** A new message, with an attachment, in a new mailbox of the world's organization. */
  freshMessage: () => Promise<{ mailboxId: string; messageId: string; attachmentId: string }>;
  /** A new draft with an attachment, in a new mailbox of a verified domain, written by the owner. */
  freshDraft: () => Promise<{ mailboxId: string; draftId: string; attachmentId: string }>;
  freshFile: () => Promise<string>;
  /** A new page of the world's site whose heading is JSX text: its path, version and the heading's range. */
  freshHeading: () => Promise<{ path: string; versionId: string; start: number; end: number }>;
  /** A new viewer in the world's organization: its member id. */
  freshMember: () => Promise<string>;
  /** A new pending invitation of the world's organization: its id. */
  freshInvitation: () => Promise<string>;
  /** A new pending invitation's link token, as its mail carries it. */
  freshInvitationLink: () => Promise<string>;
  /** A new pending custom domain of the world's site: its id. */
  freshDomain: () => Promise<string>;
  /** A new media file of the world's site: its id. */
  freshMedia: () => Promise<string>;
  /** A new media file of the world's site, replaced once: its id and its earlier version's. */
  freshMediaVersion: () => Promise<{ mediaId: string; versionId: string }>;
  /** A new custom domain of the world's site, verified (marked so in the database: no DNS lookup here). */
  verifiedDomain: () => Promise<{ id: string; hostname: string }>;
  /** A visitor's new submission to the world's site's form `contact` (which it creates): its id. */
  freshSubmission: () => Promise<string>;
  /** A new submission with an attached picture: its id and the file's. */
  freshSubmissionFile: () => Promise<{ submissionId: string; fileId: string }>;
  /** A new draft post of the world's site: its id and its first revision's. */
  freshPost: () => Promise<{ id: string; revisionId: string }>;
  /** The token of a claim link of a new site of the world's organization, made by its owner. */
  freshClaimToken: () => Promise<string>;
  /**
   * A new deployment of the world's site, published by its owner: the one made with the world may have
   * been pruned by then, a site keeping only its newest deployments.
   */
  freshDeployment: () => Promise<string>;
  /** The world's site on the fediverse (turned on once): its handle and the host its actor lives on. */
  federation: () => Promise<{ handle: string; host: string }>;
  /** A new follow request to the world's site, from an inbox nothing listens at: its id. */
  freshFollower: () => Promise<string>;
  /** A new fediverse reply to the world's site, from an actor nothing answers for: its id. */
  freshReply: () => Promise<string>;
  /** A new block of the world's site: its id. */
  freshBlock: () => Promise<string>;
};

/** Who made a try, for a fixture that must undo what its success did to them. */
type Tried = {
  app: TestApp;
  userId: string;
  organizationId: string;
  role: Role;
  sessions: NonNullable<Parameters<TestApp["authRequest"]>[2]>[];
  /** Signs the caller in afresh, by token and by cookie, in their organization. */
  signInAgain: () => Promise<void>;
};

/** A request: a path of the app's origin or an absolute URL (a site host's), with its body and headers. */
type Try = {
  path: string;
  json?: unknown;
  body?: { bytes: Buffer; type: string };
  headers?: Record<string, string>;
  /** The caller's address, where a per-address limit would otherwise stop a run of tries. */
  ip?: string;
};

/** A 1 × 1 PNG, for the routes that take an image. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A request that succeeds for a caller allowed to make it. `also` names a further permission it needs;
 * `refusal` a status a rule other than the role's gives (the only owner may not leave); `undo` puts the
 * caller back as they were after a success that changed them (left, handed ownership on, switched).
 */
type Fixture = {
  build: (kit: Kit) => Promise<Try> | Try;
  also?: Permission;
  refusal?: (role: Role, caller: Caller) => number | undefined;
  undo?: (tried: Tried) => Promise<void>;
};

/** Makes the caller's sessions point at their organization again. */
async function reactivate({ app, organizationId, sessions }: Tried) {
  for (const credentials of sessions) {
    const back = await app.authRequest("organization/set-active", { organizationId }, credentials);
    expect(back.status).toBe(200);
  }
}

/** Gives the caller back the membership and role they had. */
async function restoreMembership(tried: Tried) {
  const db = tried.app.deps.db.kysely;
  await db
    .deleteFrom("member")
    .where("organizationId", "=", tried.organizationId)
    .where("userId", "=", tried.userId)
    .execute();
  await db
    .insertInto("member")
    .values({
      id: randomUUID(),
      organizationId: tried.organizationId,
      userId: tried.userId,
      role: tried.role,
      createdAt: new Date().toISOString(),
    })
    .execute();
  await reactivate(tried);
}

const PAGE = "pages/Index.jsx";
const DRAFT = { [PAGE]: "export default function Index() { return <h1>Draft</h1>; }" };

/** A shop's fields, on `siteId`, delivering at a flat rate. */
function storeInput(siteId: string, name: string) {
  const shipping = { flat_rate_cents: 6_000, free_over_cents: null, collection_address: null };
  return { site_id: siteId, name, vat_registered: false, shipping };
}

/** A product named `name` with one variant whose SKU is its name too. */
function productInput(name: string) {
  return { title: name, variants: [{ sku: name, price_cents: 10_000, stock: 5 }] };
}

/**
 * Mailboxes are read by the members given them, and by every admin and owner: the matrix's mailboxes are
 * given to no one, so the other roles find none, as the outsider finds none of the team's.
 */
const notInMailbox = (role: Role, caller: Caller) =>
  caller === "outsider" || (role !== "owner" && role !== "admin") ? 404 : undefined;

/** Who buys in the matrix's shop. */
const MATRIX_BUYER = {
  name: "Matrix Buyer",
  email: "buyer@example.com",
  phone: "082 555 0101",
  address: "1 Matrix St",
};

/** Shops and products are looked for in the caller's active organization: the outsider's is their own. */
const outsiderNotFound = (_role: Role, caller: Caller) => (caller === "outsider" ? 404 : undefined);

const FIXTURES: Record<string, Fixture[]> = {
  "get /api/health": [{ build: () => ({ path: "/api/health" }) }],
  "get /api/config": [{ build: () => ({ path: "/api/config" }) }],
  "get /api/openapi.json": [{ build: () => ({ path: "/api/openapi.json" }) }],
  "get /api/ready": [{ build: () => ({ path: "/api/ready" }) }],
  // Off without METRICS_TOKEN, as in the matrix's app: the same 404 whoever asks (its own test has the token).
  "get /api/metrics": [{ build: () => ({ path: "/api/metrics" }), refusal: () => 404 }],
  "post /api/organizations": [
    { build: ({ unique }) => ({ path: "/api/organizations", json: { name: unique() } }), undo: reactivate },
  ],
  "patch /api/organization": [{ build: ({ unique }) => ({ path: "/api/organization", json: { name: unique() } }) }],
  "put /api/organization/logo": [
    { build: () => ({ path: "/api/organization/logo", body: { bytes: PIXEL, type: "image/png" } }) },
  ],
  "delete /api/organization/logo": [{ build: () => ({ path: "/api/organization/logo" }) }],
  "delete /api/organization": [
    {
      // The wrong name: an owner gets as far as the confirmation, and nothing is deleted.
      build: () => ({ path: "/api/organization", json: { confirm_name: "not the name" } }),
      refusal: (role) => (role === "owner" ? 400 : undefined),
    },
  ],
  "get /api/members": [{ build: () => ({ path: "/api/members" }) }],
  "put /api/account/avatar": [
    { build: () => ({ path: "/api/account/avatar", body: { bytes: PIXEL, type: "image/png" } }) },
  ],
  "delete /api/account/avatar": [{ build: () => ({ path: "/api/account/avatar" }) }],
  "get /api/account/sessions": [{ build: () => ({ path: "/api/account/sessions" }) }],
  "post /api/account/sessions/revoke-others": [
    // Signs out the caller's other way in (token or cookie): both are made again afterwards.
    { build: () => ({ path: "/api/account/sessions/revoke-others" }), undo: (tried) => tried.signInAgain() },
  ],
  "delete /api/account": [
    {
      // A wrong password: the rules are applied and nothing is deleted. The team's owner is stopped
      // earlier, as the only owner of an organization with other members.
      build: () => ({ path: "/api/account", json: { password: "not the password" } }),
      refusal: (_role, caller) => (caller === "owner" ? 409 : 400),
    },
  ],
  "patch /api/members/{memberId}": [
    { build: async ({ freshMember }) => ({ path: `/api/members/${await freshMember()}`, json: { role: "editor" } }) },
  ],
  "delete /api/members/{memberId}": [
    { build: async ({ freshMember }) => ({ path: `/api/members/${await freshMember()}` }) },
  ],
  "post /api/members/leave": [
    {
      build: () => ({ path: "/api/members/leave" }),
      // Every organization here has one owner, who must hand ownership on before leaving.
      refusal: (role) => (role === "owner" ? 409 : undefined),
      undo: restoreMembership,
    },
  ],
  "post /api/members/transfer-ownership": [
    {
      build: async ({ freshMember }) => ({
        path: "/api/members/transfer-ownership",
        json: { member_id: await freshMember() },
      }),
      undo: restoreMembership,
    },
  ],
  "get /api/invitations": [{ build: () => ({ path: "/api/invitations" }) }],
  "post /api/invitations": [
    {
      build: ({ unique }) => ({
        path: "/api/invitations",
        json: { emails: [`${unique()}@example.com`], role: "viewer" },
      }),
    },
  ],
  "post /api/invitations/{invitationId}/resend": [
    { build: async ({ freshInvitation }) => ({ path: `/api/invitations/${await freshInvitation()}/resend` }) },
  ],
  "get /api/invitation-links/{token}": [
    { build: async ({ freshInvitationLink }) => ({ path: `/api/invitation-links/${await freshInvitationLink()}` }) },
  ],
  "get /api/invitation-links/{token}/preview": [
    {
      build: async ({ freshInvitationLink }) => ({
        path: `/api/invitation-links/${await freshInvitationLink()}/preview`,
      }),
    },
  ],
  "delete /api/invitations/{invitationId}": [
    { build: async ({ freshInvitation }) => ({ path: `/api/invitations/${await freshInvitation()}` }) },
  ],
  "get /api/sites": [{ build: () => ({ path: "/api/sites" }) }],
  "get /api/sites/{siteId}/claim": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/claim` }) }],
  "post /api/sites/{siteId}/claim": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/claim`, json: {} }) },
  ],
  "get /api/claims/{token}": [
    {
      build: async ({ freshClaimToken }) => ({ path: `/api/claims/${await freshClaimToken()}` }),
      // The agency's own members cannot claim its sites; the outsider can.
      refusal: (_role, caller) => (caller === "outsider" ? undefined : 403),
    },
  ],
  "get /api/claims/{token}/preview": [
    { build: async ({ freshClaimToken }) => ({ path: `/api/claims/${await freshClaimToken()}/preview` }) },
  ],
  "post /api/claims/{token}/accept": [
    {
      build: async ({ freshClaimToken, unique }) => ({
        path: `/api/claims/${await freshClaimToken()}/accept`,
        json: { new_organization_name: unique() },
      }),
      refusal: (_role, caller) => (caller === "outsider" ? undefined : 403),
    },
  ],
  "post /api/sites": [{ build: ({ unique }) => ({ path: "/api/sites", json: { name: unique() } }) }],
  "get /api/templates": [{ build: () => ({ path: "/api/templates" }) }],
  "get /api/templates/{templateId}/thumbnails/{file}": [
    { build: () => ({ path: "/api/templates/restaurant/thumbnails/desktop.png" }) },
  ],
  "post /api/creator/copy": [
    {
      // AI copy is off here: a caller allowed to create sites gets as far as being told so.
      build: () => ({
        path: "/api/creator/copy",
        json: {
          name: "Role Bakery",
          category: "restaurant",
          description: "A small bakery on Long Street, open since 1998.",
        },
      }),
      refusal: () => 503,
    },
  ],
  "get /api/sites/{siteId}": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}` }) }],
  "get /api/sites/{siteId}/export": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/export` }) }],
  "post /api/sites/import": [{ build: ({ unique }) => ({ path: "/api/sites/import", body: multipartZip(unique()) }) }],
  "patch /api/sites/{siteId}": [
    { build: ({ world, unique }) => ({ path: `/api/sites/${world.siteId}`, json: { name: unique() } }) },
  ],
  "put /api/sites/{siteId}/seo": [
    { build: ({ world, unique }) => ({ path: `/api/sites/${world.siteId}/seo`, json: { title: unique() } }) },
  ],
  "put /api/sites/{siteId}/visibility": [
    // Public stays public: the site's host keeps answering the other fixtures' visitors.
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/visibility`, json: { visibility: "public" } }) },
  ],
  "delete /api/sites/{siteId}": [{ build: async ({ freshSite }) => ({ path: `/api/sites/${await freshSite()}` }) }],
  "get /api/sites/{siteId}/domains": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/domains` }) }],
  "post /api/sites/{siteId}/domains": [
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/domains`,
        json: { hostname: `${unique()}.example.com` },
      }),
    },
  ],
  "post /api/sites/{siteId}/domains/{domainId}/verify": [
    // A verified domain answers without a DNS lookup; the lookups are the domains tests' business.
    {
      build: async ({ world, verifiedDomain }) => ({
        path: `/api/sites/${world.siteId}/domains/${(await verifiedDomain()).id}/verify`,
      }),
    },
  ],
  "post /api/sites/{siteId}/domains/{domainId}/primary": [
    {
      build: async ({ world, verifiedDomain }) => ({
        path: `/api/sites/${world.siteId}/domains/${(await verifiedDomain()).id}/primary`,
      }),
    },
  ],
  "delete /api/sites/{siteId}/domains/{domainId}": [
    {
      build: async ({ world, freshDomain }) => ({ path: `/api/sites/${world.siteId}/domains/${await freshDomain()}` }),
    },
  ],
  "get /api/domains/allowed": [
    {
      build: async ({ verifiedDomain }) => ({
        path: `/api/domains/allowed?domain=${(await verifiedDomain()).hostname}`,
      }),
    },
  ],
  "get /api/sites/{siteId}/files": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/files` }) }],
  "post /api/sites/{siteId}/files": [
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/files`,
        json: { full_path: `notes/${unique()}.txt`, content: "hello" },
      }),
    },
  ],
  "get /api/sites/{siteId}/files/{fileId}": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/files/${world.fileId}` }) },
  ],
  "put /api/sites/{siteId}/files/{fileId}/content": [
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/files/${world.fileId}/content`,
        json: { content: `/* ${unique()} */` },
      }),
    },
  ],
  "post /api/sites/{siteId}/page-edits": [
    {
      build: async ({ world, freshHeading }) => {
        const { path, versionId, start, end } = await freshHeading();
        const edit = { kind: "text", start, end, value: "Hello" };
        return { path: `/api/sites/${world.siteId}/page-edits`, json: { path, base_version_id: versionId, edit } };
      },
    },
  ],
  "post /api/sites/{siteId}/files/{fileId}/move": [
    {
      build: async ({ world, freshFile, unique }) => ({
        path: `/api/sites/${world.siteId}/files/${await freshFile()}/move`,
        json: { new_path: `moved/${unique()}.txt` },
      }),
    },
  ],
  "get /api/sites/{siteId}/details": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/details` }) }],
  "put /api/sites/{siteId}/details": [
    // No base version: each try saves over the last (the first makes the blank site's data/site.json).
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/details`,
        json: { data: { name: unique() } },
      }),
    },
  ],
  "post /api/sites/{siteId}/details/samples/confirm": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/details/samples/confirm` }) },
  ],
  "get /api/sites/{siteId}/media": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/media` }) }],
  "post /api/sites/{siteId}/media": [
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/media?name=${unique()}.png`,
        body: { bytes: PIXEL, type: "application/octet-stream" },
      }),
    },
  ],
  "delete /api/sites/{siteId}/media/{mediaId}": [
    { build: async ({ world, freshMedia }) => ({ path: `/api/sites/${world.siteId}/media/${await freshMedia()}` }) },
  ],
  "patch /api/sites/{siteId}/media/{mediaId}": [
    {
      build: async ({ world, freshMedia, unique }) => ({
        path: `/api/sites/${world.siteId}/media/${await freshMedia()}`,
        json: { alt: unique() },
      }),
    },
  ],
  "put /api/sites/{siteId}/media/{mediaId}/content": [
    {
      build: async ({ world, freshMedia }) => ({
        path: `/api/sites/${world.siteId}/media/${await freshMedia()}/content`,
        body: { bytes: PIXEL, type: "application/octet-stream" },
      }),
    },
  ],
  "get /api/sites/{siteId}/media/{mediaId}/versions": [
    {
      build: async ({ world, freshMedia }) => ({
        path: `/api/sites/${world.siteId}/media/${await freshMedia()}/versions`,
      }),
    },
  ],
  "post /api/sites/{siteId}/media/{mediaId}/versions/{versionId}/restore": [
    {
      build: async ({ world, freshMediaVersion }) => {
        const { mediaId, versionId } = await freshMediaVersion();
        return { path: `/api/sites/${world.siteId}/media/${mediaId}/versions/${versionId}/restore` };
      },
    },
  ],
  "get /api/sites/{siteId}/media/{mediaId}/used-in": [
    {
      build: async ({ world, freshMedia }) => ({
        path: `/api/sites/${world.siteId}/media/${await freshMedia()}/used-in`,
      }),
    },
  ],
  "post /api/sites/{siteId}/media-folders/move": [
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/media-folders/move`,
        json: { path: unique(), new_path: unique() },
      }),
    },
  ],
  "get /api/sites/{siteId}/media-folders/used-in": [
    { build: ({ world, unique }) => ({ path: `/api/sites/${world.siteId}/media-folders/used-in?path=${unique()}` }) },
  ],
  "delete /api/sites/{siteId}/media-folders": [
    { build: ({ world, unique }) => ({ path: `/api/sites/${world.siteId}/media-folders?path=${unique()}` }) },
  ],
  "get /api/sites/{siteId}/forms": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/forms` }) }],
  "get /api/sites/{siteId}/analytics": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/analytics?days=7` }) },
  ],
  "get /api/organization/analytics": [{ build: () => ({ path: "/api/organization/analytics?days=90" }) }],
  "get /api/billing": [{ build: () => ({ path: "/api/billing" }) }],
  "get /api/stores": [{ build: () => ({ path: "/api/stores" }) }],
  "post /api/stores": [
    {
      build: async ({ freshSite, unique }) => ({ path: "/api/stores", json: storeInput(await freshSite(), unique()) }),
    },
  ],
  "get /api/stores/{storeId}": [
    {
      build: async ({ freshStore }) => ({ path: `/api/stores/${await freshStore()}` }),
      // The shop is looked for in the caller's active organization: the outsider's is their own.
      refusal: (_role, caller) => (caller === "outsider" ? 404 : undefined),
    },
  ],
  "patch /api/stores/{storeId}": [
    {
      build: async ({ freshStore, unique }) => ({
        path: `/api/stores/${await freshStore()}`,
        json: { name: unique() },
      }),
      refusal: (_role, caller) => (caller === "outsider" ? 404 : undefined),
    },
  ],
  "get /api/stores/{storeId}/products": [
    {
      build: async ({ productStore }) => ({ path: `/api/stores/${await productStore()}/products?q=matrix` }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/stores/{storeId}/products": [
    {
      build: async ({ productStore, unique }) => ({
        path: `/api/stores/${await productStore()}/products`,
        json: productInput(unique()),
      }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/stores/{storeId}/products/status": [
    {
      build: async ({ productStore, freshProduct }) => ({
        path: `/api/stores/${await productStore()}/products/status`,
        json: { product_ids: [(await freshProduct()).productId], status: "active" },
      }),
      refusal: outsiderNotFound,
    },
  ],
  "get /api/stores/{storeId}/products/export.csv": [
    {
      build: async ({ productStore }) => ({ path: `/api/stores/${await productStore()}/products/export.csv` }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/stores/{storeId}/products/import": [
    {
      build: async ({ productStore, unique }) => {
        const name = unique();
        const csv = `${CSV_COLUMNS.join(",")}\n${name},,,,${name},,,,,,,100.00,,5\n`;
        return {
          path: `/api/stores/${await productStore()}/products/import`,
          body: { bytes: Buffer.from(csv), type: "text/csv" },
        };
      },
      refusal: outsiderNotFound,
    },
  ],
  "get /api/products/{productId}": [
    {
      build: async ({ freshProduct }) => ({ path: `/api/products/${(await freshProduct()).productId}` }),
      refusal: outsiderNotFound,
    },
  ],
  "patch /api/products/{productId}": [
    {
      build: async ({ freshProduct, unique }) => ({
        path: `/api/products/${(await freshProduct()).productId}`,
        json: { title: unique() },
      }),
      refusal: outsiderNotFound,
    },
  ],
  "delete /api/products/{productId}": [
    {
      build: async ({ freshProduct }) => ({ path: `/api/products/${(await freshProduct()).productId}` }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/products/{productId}/stock": [
    {
      build: async ({ freshProduct }) => {
        const { productId, variantId } = await freshProduct();
        return {
          path: `/api/products/${productId}/stock`,
          json: { variant_id: variantId, change: 1, reason: "Counted" },
        };
      },
      refusal: outsiderNotFound,
    },
  ],
  "get /api/products/{productId}/stock": [
    {
      build: async ({ freshProduct }) => ({ path: `/api/products/${(await freshProduct()).productId}/stock` }),
      refusal: outsiderNotFound,
    },
  ],
  "get /api/billing/plans/{plan}": [{ build: () => ({ path: "/api/billing/plans/business?period=yearly" }) }],
  // Billing is off on the matrix's server: an owner gets as far as being told so.
  "post /api/billing/checkout": [
    {
      build: () => ({ path: "/api/billing/checkout", json: { plan: "starter", period: "monthly" } }),
      refusal: () => 409,
    },
  ],
  "put /api/billing/change": [
    { build: () => ({ path: "/api/billing/change", json: { plan: "free" } }), refusal: () => 409 },
  ],
  "delete /api/billing/change": [{ build: () => ({ path: "/api/billing/change" }), refusal: () => 409 }],
  "put /api/billing/profile": [
    {
      build: ({ unique }) => ({
        path: "/api/billing/profile",
        json: { name: unique(), address: "1 Long Street, Cape Town", vat_number: null },
      }),
    },
  ],
  // No payment or invoice can be made with billing off: one that does not exist is looked for.
  "get /api/billing/payments/{paymentId}": [
    { build: ({ unique }) => ({ path: `/api/billing/payments/${unique()}` }), refusal: () => 404 },
  ],
  "post /api/billing/payments/{paymentId}/report": [
    { build: ({ unique }) => ({ path: `/api/billing/payments/${unique()}/report` }), refusal: () => 404 },
  ],
  "get /api/billing/invoices/{invoiceFile}": [
    { build: ({ unique }) => ({ path: `/api/billing/invoices/${unique()}.pdf` }), refusal: () => 404 },
  ],
  // PayFast is not configured on the matrix's server: its notifications are refused, to anyone.
  "get /api/stores/{storeId}/orders": [
    {
      build: async ({ freshOrder, shopStore }) => {
        await freshOrder();
        return { path: `/api/stores/${await shopStore()}/orders?q=matrix` };
      },
      refusal: outsiderNotFound,
    },
  ],
  "get /api/orders/{orderId}": [
    {
      build: async ({ freshOrder }) => ({ path: `/api/orders/${(await freshOrder()).orderId}` }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/orders/{orderId}/paid": [
    {
      build: async ({ freshOrder }) => ({ path: `/api/orders/${(await freshOrder()).orderId}/paid`, json: {} }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/orders/{orderId}/fulfil": [
    {
      build: async ({ freshOrder }) => ({
        path: `/api/orders/${(await freshOrder(true)).orderId}/fulfil`,
        json: { tracking_number: "MATRIX1" },
      }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/orders/{orderId}/cancel": [
    {
      build: async ({ freshOrder }) => ({ path: `/api/orders/${(await freshOrder()).orderId}/cancel`, json: {} }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/orders/{orderId}/refund": [
    {
      build: async ({ freshOrder }) => ({ path: `/api/orders/${(await freshOrder(true)).orderId}/refund`, json: {} }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/orders/{orderId}/notes": [
    {
      build: async ({ freshOrder }) => ({
        path: `/api/orders/${(await freshOrder()).orderId}/notes`,
        json: { note: "Matrix" },
      }),
      refusal: outsiderNotFound,
    },
  ],
  // Believed only from PayFast, signed with the shop's passphrase: anyone else's post names no order it knows.
  "post /api/shop/payfast/notify": [
    {
      build: () => ({ path: "/api/shop/payfast/notify", body: urlencoded({ m_payment_id: "x" }) }),
      refusal: () => 400,
    },
  ],
  "get /api/mail/domains": [{ build: () => ({ path: "/api/mail/domains" }) }],
  "post /api/mail/domains": [
    { build: ({ unique }) => ({ path: "/api/mail/domains", json: { domain: `${unique()}.example` } }) },
  ],
  "get /api/mail/domains/{domainId}": [
    {
      build: async ({ mailDomain }) => ({ path: `/api/mail/domains/${await mailDomain()}` }),
      refusal: outsiderNotFound,
    },
  ],
  // The matrix's DNS server holds no records: each is found missing, quickly.
  "post /api/mail/domains/{domainId}/verify": [
    {
      build: async ({ mailDomain }) => ({ path: `/api/mail/domains/${await mailDomain()}/verify` }),
      refusal: outsiderNotFound,
    },
  ],
  "delete /api/mail/domains/{domainId}": [
    {
      build: async ({ freshMailDomain }) => ({ path: `/api/mail/domains/${await freshMailDomain()}` }),
      refusal: outsiderNotFound,
    },
  ],
  "get /api/mail/domains/{domainId}/mailboxes": [
    {
      build: async ({ mailDomain }) => ({ path: `/api/mail/domains/${await mailDomain()}/mailboxes` }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/mail/domains/{domainId}/mailboxes": [
    {
      build: async ({ mailDomain, unique }) => ({
        path: `/api/mail/domains/${await mailDomain()}/mailboxes`,
        json: { local_part: unique(), display_name: "Matrix" },
      }),
      refusal: outsiderNotFound,
    },
  ],
  "patch /api/mail/mailboxes/{mailboxId}": [
    {
      build: async ({ freshMailbox }) => ({
        path: `/api/mail/mailboxes/${await freshMailbox()}`,
        json: { display_name: "Matrix" },
      }),
      refusal: outsiderNotFound,
    },
  ],
  "delete /api/mail/mailboxes/{mailboxId}": [
    {
      build: async ({ freshMailbox }) => ({ path: `/api/mail/mailboxes/${await freshMailbox()}` }),
      refusal: outsiderNotFound,
    },
  ],
  "get /api/mail/domains/{domainId}/aliases": [
    {
      build: async ({ mailDomain }) => ({ path: `/api/mail/domains/${await mailDomain()}/aliases` }),
      refusal: outsiderNotFound,
    },
  ],
  "post /api/mail/domains/{domainId}/aliases": [
    {
      build: async ({ mailDomain, unique }) => ({
        path: `/api/mail/domains/${await mailDomain()}/aliases`,
        json: { kind: "forward", local_part: unique(), addresses: ["someone@elsewhere.example"] },
      }),
      refusal: outsiderNotFound,
    },
  ],
  "delete /api/mail/aliases/{aliasId}": [
    {
      build: async ({ freshAlias }) => ({ path: `/api/mail/aliases/${await freshAlias()}` }),
      refusal: outsiderNotFound,
    },
  ],
  "get /api/mail/mailboxes/{mailboxId}/messages": [
    {
      build: async ({ freshMessage }) => ({ path: `/api/mail/mailboxes/${(await freshMessage()).mailboxId}/messages` }),
      refusal: notInMailbox,
    },
  ],
  "get /api/mail/messages/{messageId}": [
    {
      build: async ({ freshMessage }) => ({ path: `/api/mail/messages/${(await freshMessage()).messageId}` }),
      refusal: notInMailbox,
    },
  ],
  "patch /api/mail/messages/{messageId}": [
    {
      build: async ({ freshMessage }) => ({
        path: `/api/mail/messages/${(await freshMessage()).messageId}`,
        json: { unread: false },
      }),
      refusal: notInMailbox,
    },
  ],
  "get /api/mail/mailboxes/{mailboxId}/folders": [
    {
      build: async ({ freshMessage }) => ({ path: `/api/mail/mailboxes/${(await freshMessage()).mailboxId}/folders` }),
      refusal: notInMailbox,
    },
  ],
  "delete /api/mail/messages/{messageId}": [
    {
      build: async ({ freshMessage }) => ({ path: `/api/mail/messages/${(await freshMessage()).messageId}` }),
      refusal: notInMailbox,
    },
  ],
  "post /api/mail/mailboxes/{mailboxId}/send": [
    {
      build: async ({ freshMessage }) => ({
        path: `/api/mail/mailboxes/${(await freshMessage()).mailboxId}/send`,
        json: { to: ["someone@elsewhere.example"], subject: "Matrix", text: "Hello" },
      }),
      refusal: notInMailbox,
    },
  ],
  "post /api/mail/mailboxes/{mailboxId}/drafts": [
    {
      build: async ({ freshMessage }) => ({
        path: `/api/mail/mailboxes/${(await freshMessage()).mailboxId}/drafts`,
        json: { subject: "Matrix" },
      }),
      refusal: notInMailbox,
    },
  ],
  "put /api/mail/drafts/{messageId}": [
    {
      build: async ({ freshDraft }) => ({
        path: `/api/mail/drafts/${(await freshDraft()).draftId}`,
        json: { subject: "Matrix again" },
      }),
      refusal: notInMailbox,
    },
  ],
  "post /api/mail/drafts/{messageId}/attachments": [
    {
      build: async ({ freshDraft }) => ({
        path: `/api/mail/drafts/${(await freshDraft()).draftId}/attachments?filename=b.txt`,
        body: { bytes: PIXEL, type: "image/png" },
      }),
      refusal: notInMailbox,
    },
  ],
  "delete /api/mail/drafts/{messageId}/attachments/{attachmentId}": [
    {
      build: async ({ freshDraft }) => {
        const { draftId, attachmentId } = await freshDraft();
        return { path: `/api/mail/drafts/${draftId}/attachments/${attachmentId}` };
      },
      refusal: notInMailbox,
    },
  ],
  "get /api/mail/messages/{messageId}/attachments/{attachmentId}": [
    {
      build: async ({ freshMessage }) => {
        const { messageId, attachmentId } = await freshMessage();
        return { path: `/api/mail/messages/${messageId}/attachments/${attachmentId}` };
      },
      refusal: notInMailbox,
    },
  ],
  "post /api/billing/payfast/itn": [
    {
      build: () => ({ path: "/api/billing/payfast/itn", body: urlencoded({ m_payment_id: "x" }) }),
      refusal: () => 403,
    },
  ],
  // Nobody in the matrix is one of the installation's operators.
  "get /api/operator/eft-invoices": [{ build: () => ({ path: "/api/operator/eft-invoices" }) }],
  "post /api/operator/eft-invoices/{invoiceId}/paid": [
    { build: ({ unique }) => ({ path: `/api/operator/eft-invoices/${unique()}/paid` }) },
  ],
  "post /api/operator/eft-invoices/{invoiceId}/cancel": [
    { build: ({ unique }) => ({ path: `/api/operator/eft-invoices/${unique()}/cancel` }) },
  ],
  "get /api/operator/invoices": [{ build: () => ({ path: "/api/operator/invoices?q=INV" }) }],
  "post /api/operator/invoices/{invoiceId}/refund": [
    {
      build: ({ unique }) => ({ path: `/api/operator/invoices/${unique()}/refund`, json: { reason: "Charged twice" } }),
    },
  ],
  "get /api/operator/invoices/{invoiceFile}": [
    { build: ({ unique }) => ({ path: `/api/operator/invoices/${unique()}.pdf` }) },
  ],
  "get /api/sites/{siteId}/links": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/links` }) }],
  "put /api/sites/{siteId}/links": [
    {
      build: ({ world }) => ({
        path: `/api/sites/${world.siteId}/links`,
        json: { whatsapp_number: "+27 82 123 4567", show_badge: true },
      }),
    },
  ],
  "patch /api/sites/{siteId}/forms/{formName}": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/forms/contact`, json: { webhook_url: null } }) },
  ],
  "get /api/sites/{siteId}/forms/{formName}/webhook-deliveries": [
    {
      build: async ({ world, freshSubmission }) => {
        await freshSubmission();
        return { path: `/api/sites/${world.siteId}/forms/contact/webhook-deliveries` };
      },
    },
  ],
  "get /api/sites/{siteId}/forms/{formName}/export.csv": [
    {
      build: async ({ world, freshSubmission }) => {
        await freshSubmission();
        return { path: `/api/sites/${world.siteId}/forms/contact/export.csv` };
      },
    },
  ],
  "get /api/sites/{siteId}/submissions": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/submissions?folder=inbox&unread=1` }) },
  ],
  "get /api/sites/{siteId}/submissions/{submissionId}": [
    {
      build: async ({ world, freshSubmission }) => ({
        path: `/api/sites/${world.siteId}/submissions/${await freshSubmission()}`,
      }),
    },
  ],
  "get /api/sites/{siteId}/submissions/{submissionId}/files/{fileId}": [
    {
      build: async ({ world, freshSubmissionFile }) => {
        const { submissionId, fileId } = await freshSubmissionFile();
        return { path: `/api/sites/${world.siteId}/submissions/${submissionId}/files/${fileId}` };
      },
    },
  ],
  "patch /api/sites/{siteId}/submissions/{submissionId}": [
    {
      build: async ({ world, freshSubmission }) => ({
        path: `/api/sites/${world.siteId}/submissions/${await freshSubmission()}`,
        json: { read: true },
      }),
    },
  ],
  "delete /api/sites/{siteId}/submissions/{submissionId}": [
    {
      build: async ({ world, freshSubmission }) => ({
        path: `/api/sites/${world.siteId}/submissions/${await freshSubmission()}`,
      }),
    },
  ],
  "post /api/sites/{siteId}/submissions/bulk": [
    {
      build: async ({ world, freshSubmission }) => ({
        path: `/api/sites/${world.siteId}/submissions/bulk`,
        json: { ids: [await freshSubmission()], action: "spam" },
      }),
    },
  ],
  "get /api/sites/{siteId}/posts": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/posts?status=draft` }) },
  ],
  "get /api/posts/{postId}": [
    {
      build: async ({ freshPost }) => ({ path: `/api/posts/${(await freshPost()).id}` }),
      // The post is looked for in the caller's active organization: the outsider's is their own.
      refusal: (_role, caller) => (caller === "outsider" ? 404 : undefined),
    },
  ],
  "post /api/sites/{siteId}/posts": [
    { build: ({ world, unique }) => ({ path: `/api/sites/${world.siteId}/posts`, json: { title: unique() } }) },
  ],
  "get /api/sites/{siteId}/posts/{postId}": [
    { build: async ({ world, freshPost }) => ({ path: `/api/sites/${world.siteId}/posts/${(await freshPost()).id}` }) },
  ],
  "patch /api/sites/{siteId}/posts/{postId}": [
    {
      build: async ({ world, freshPost, unique }) => ({
        path: `/api/sites/${world.siteId}/posts/${(await freshPost()).id}`,
        json: { base_version: 1, title: unique() },
      }),
    },
  ],
  "post /api/sites/{siteId}/posts/{postId}/publish": [
    {
      build: async ({ world, freshPost }) => ({
        path: `/api/sites/${world.siteId}/posts/${(await freshPost()).id}/publish`,
        json: {},
      }),
    },
  ],
  "post /api/sites/{siteId}/posts/{postId}/unpublish": [
    {
      build: async ({ world, freshPost }) => ({
        path: `/api/sites/${world.siteId}/posts/${(await freshPost()).id}/unpublish`,
      }),
    },
  ],
  "delete /api/sites/{siteId}/posts/{postId}": [
    { build: async ({ world, freshPost }) => ({ path: `/api/sites/${world.siteId}/posts/${(await freshPost()).id}` }) },
  ],
  "post /api/sites/{siteId}/posts/bulk": [
    {
      build: async ({ world, freshPost }) => ({
        path: `/api/sites/${world.siteId}/posts/bulk`,
        json: { ids: [(await freshPost()).id], action: "publish" },
      }),
    },
  ],
  "get /api/sites/{siteId}/posts/{postId}/revisions": [
    {
      build: async ({ world, freshPost }) => ({
        path: `/api/sites/${world.siteId}/posts/${(await freshPost()).id}/revisions`,
      }),
    },
  ],
  "get /api/sites/{siteId}/posts/{postId}/revisions/{revisionId}": [
    {
      build: async ({ world, freshPost }) => {
        const { id, revisionId } = await freshPost();
        return { path: `/api/sites/${world.siteId}/posts/${id}/revisions/${revisionId}` };
      },
    },
  ],
  "post /api/sites/{siteId}/posts/{postId}/revisions/{revisionId}/restore": [
    {
      build: async ({ world, freshPost }) => {
        const { id, revisionId } = await freshPost();
        return { path: `/api/sites/${world.siteId}/posts/${id}/revisions/${revisionId}/restore` };
      },
    },
  ],
  "delete /api/sites/{siteId}/files/{fileId}": [
    { build: async ({ world, freshFile }) => ({ path: `/api/sites/${world.siteId}/files/${await freshFile()}` }) },
  ],
  "get /api/sites/{siteId}/files/{fileId}/versions": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/files/${world.fileId}/versions` }) },
  ],
  "post /api/sites/{siteId}/files/{fileId}/versions/{versionId}/restore": [
    {
      build: ({ world }) => ({
        path: `/api/sites/${world.siteId}/files/${world.fileId}/versions/${world.versionId}/restore`,
      }),
    },
  ],
  "post /site/publish": [{ build: ({ world }) => ({ path: "/site/publish", json: { site_id: world.siteId } }) }],
  "get /api/sites/{siteId}/deployments": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/deployments` }) },
  ],
  "post /api/sites/{siteId}/deployments/{deploymentId}/rollback": [
    {
      build: async ({ world, freshDeployment }) => ({
        path: `/api/sites/${world.siteId}/deployments/${await freshDeployment()}/rollback`,
      }),
    },
  ],
  "get /api/sites/{siteId}/unpublished-changes": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/unpublished-changes` }) },
  ],
  "post /api/sites/{siteId}/preview-url": [
    { build: ({ world }) => ({ path: `/api/sites/${world.siteId}/preview-url`, json: { page_path: PAGE } }) },
    {
      build: ({ world }) => ({
        path: `/api/sites/${world.siteId}/preview-url`,
        json: { page_path: PAGE, overrides: DRAFT },
      }),
      also: "preview:draft",
    },
  ],
  // A published site's hosts: whoever calls, signed in or not, is a visitor and gets the same answer.
  "get /{path}": [{ build: async ({ siteHost }) => ({ path: `${await siteHost()}/` }) }],
  "get /robots.txt": [{ build: async ({ siteHost }) => ({ path: `${await siteHost()}/robots.txt` }) }],
  "get /sitemap.xml": [{ build: async ({ siteHost }) => ({ path: `${await siteHost()}/sitemap.xml` }) }],
  "get /media/{path}": [{ build: async ({ siteHost }) => ({ path: `${await siteHost()}/media/${WORLD_PICTURE}` }) }],
  "post /.webcraft/unlock": [
    // The world's site is not protected: the form sends the visitor on to `next` at once.
    {
      build: async ({ siteHost }) => ({
        path: `${await siteHost()}/.webcraft/unlock`,
        body: urlencoded({ password: "x", next: "/" }),
      }),
    },
  ],
  "post /_forms/{formName}": [
    {
      build: async ({ siteHost, unique }) => ({
        path: `${await siteHost()}/_forms/contact`,
        body: urlencoded({ message: unique() }),
        headers: { accept: "application/json" },
        ip: nextVisitorIp(),
      }),
    },
  ],
  "get /_shop/checkout": [
    {
      build: async ({ siteHost, shopVariant }) => ({
        path: `${await siteHost()}/_shop/checkout?items=${await shopVariant()}:2`,
      }),
    },
  ],
  "post /_shop/checkout": [
    {
      build: async ({ siteHost, shopVariant }) => ({
        path: `${await siteHost()}/_shop/checkout`,
        json: {
          items: [{ variant_id: await shopVariant(), quantity: 1 }],
          customer: MATRIX_BUYER,
          shipping_option: "flat",
        },
      }),
    },
  ],
  "get /_shop/pay/{orderId}": [
    {
      build: async ({ siteHost, freshOrder }) => {
        const { orderId, key } = await freshOrder();
        return { path: `${await siteHost()}/_shop/pay/${orderId}?key=${key}` };
      },
    },
  ],
  "get /_shop/orders/{orderId}": [
    {
      build: async ({ siteHost, freshOrder }) => {
        const { orderId, key } = await freshOrder();
        return { path: `${await siteHost()}/_shop/orders/${orderId}?key=${key}` };
      },
    },
  ],
  "post /_shop/orders/{orderId}/cancel": [
    {
      build: async ({ siteHost, freshOrder }) => {
        const { orderId, key } = await freshOrder();
        return { path: `${await siteHost()}/_shop/orders/${orderId}/cancel?key=${key}`, body: urlencoded({}) };
      },
    },
  ],
  "get /_go/{link}": [{ build: async ({ siteHost }) => ({ path: `${await siteHost()}/_go/webcraft` }) }],
  // The fediverse on a site's hosts: anyone reads; what is posted must be HTTP-signed, which no caller here is.
  "get /.well-known/webfinger": [
    {
      build: async ({ federation }) => {
        const { handle, host } = await federation();
        return { path: `http://${host}/.well-known/webfinger?resource=acct:${handle}@${host}` };
      },
    },
  ],
  "get /.well-known/nodeinfo": [
    { build: async ({ federation }) => ({ path: `http://${(await federation()).host}/.well-known/nodeinfo` }) },
  ],
  "get /_fediverse/nodeinfo/2.1": [
    { build: async ({ federation }) => ({ path: `http://${(await federation()).host}/_fediverse/nodeinfo/2.1` }) },
  ],
  ...Object.fromEntries(
    ["", "/outbox", "/followers", "/following"].map((tail) => [
      `get /_fediverse/{actorId}${tail}`,
      [
        {
          build: async ({ federation, world }: Kit) => ({
            path: `http://${(await federation()).host}/_fediverse/${world.siteId}${tail}`,
            headers: { accept: "application/activity+json" },
          }),
        },
      ],
    ]),
  ),
  ...Object.fromEntries(
    ["posts/{postId}", "notes/{noteId}", "activities/{activityId}"].map((tail) => [
      `get /_fediverse/{actorId}/${tail}`,
      [
        {
          build: async ({ federation, world }: Kit) => ({
            path: `http://${(await federation()).host}/_fediverse/${world.siteId}/${tail.split("/")[0]}/no-such`,
            headers: { accept: "application/activity+json" },
          }),
          refusal: () => 404,
        },
      ],
    ]),
  ),
  ...Object.fromEntries(
    ["/_fediverse/{actorId}/inbox", "/_fediverse/inbox"].map((path) => [
      `post ${path}`,
      [
        {
          build: async ({ federation, world }: Kit) => ({
            path: `http://${(await federation()).host}${path.replace("{actorId}", world.siteId)}`,
            body: {
              bytes: Buffer.from(
                JSON.stringify({
                  "@context": "https://www.w3.org/ns/activitystreams",
                  type: "Like",
                  id: "http://127.0.0.1:9/likes/1",
                  actor: "http://127.0.0.1:9/users/x",
                  object: `http://${(await federation()).host}/_fediverse/${world.siteId}`,
                }),
              ),
              type: "application/activity+json",
            },
          }),
          refusal: () => 401,
        },
      ],
    ]),
  ),
  "get /api/sites/{siteId}/federation": [{ build: ({ world }) => ({ path: `/api/sites/${world.siteId}/federation` }) }],
  "put /api/sites/{siteId}/federation": [
    {
      build: async ({ world, federation }) => ({
        path: `/api/sites/${world.siteId}/federation`,
        json: { enabled: true, handle: (await federation()).handle },
      }),
    },
  ],
  ...Object.fromEntries(
    ["followers", "interactions", "blocks", "deliveries"].map((list) => [
      `get /api/sites/{siteId}/federation/${list}`,
      [{ build: ({ world }: Kit) => ({ path: `/api/sites/${world.siteId}/federation/${list}` }) }],
    ]),
  ),
  "post /api/sites/{siteId}/federation/followers/{followerId}/approve": [
    {
      build: async ({ world, freshFollower }) => ({
        path: `/api/sites/${world.siteId}/federation/followers/${await freshFollower()}/approve`,
      }),
    },
  ],
  "delete /api/sites/{siteId}/federation/followers/{followerId}": [
    {
      build: async ({ world, freshFollower }) => ({
        path: `/api/sites/${world.siteId}/federation/followers/${await freshFollower()}`,
      }),
    },
  ],
  "post /api/sites/{siteId}/federation/interactions/{interactionId}/reply": [
    {
      build: async ({ world, freshReply, federation }) => {
        await federation();
        return {
          path: `/api/sites/${world.siteId}/federation/interactions/${await freshReply()}/reply`,
          json: { content: "Thank you" },
        };
      },
    },
  ],
  "post /api/sites/{siteId}/federation/blocks": [
    {
      build: ({ world, unique }) => ({
        path: `/api/sites/${world.siteId}/federation/blocks`,
        json: { kind: "domain", value: `${unique()}.example` },
      }),
    },
  ],
  "delete /api/sites/{siteId}/federation/blocks/{blockId}": [
    {
      build: async ({ world, freshBlock }) => ({
        path: `/api/sites/${world.siteId}/federation/blocks/${await freshBlock()}`,
      }),
    },
  ],
  "post /build/page": [
    { build: ({ world }) => ({ path: "/build/page", json: { site_id: world.siteId, page_path: PAGE } }) },
    {
      build: ({ world }) => ({
        path: "/build/page",
        json: { site_id: world.siteId, page_path: PAGE, overrides: DRAFT },
      }),
      also: "preview:draft",
    },
  ],
};

/** A form's fields as a browser posts them. */
function urlencoded(fields: Record<string, string>) {
  return { bytes: Buffer.from(new URLSearchParams(fields).toString()), type: "application/x-www-form-urlencoded" };
}

/** The id a route's JSON body names `key` with, if its schema has one. */
function bodyNames(route: ApiRoute, key: string): boolean {
  const media = route.request?.body?.content?.["application/json"];
  const schema = media && "schema" in media ? (media.schema as { shape?: object }) : undefined;
  return Boolean(schema?.shape && key in schema.shape);
}

/** The route acts on one site, named in its path or body: the site decides the organization. */
function isSiteScoped(route: ApiRoute): boolean {
  return route.path.includes("{siteId}") || bodyNames(route, "site_id");
}

/** The route acts on a member or invitation of the caller's active organization, after the role check. */
function isMemberScoped(route: ApiRoute): boolean {
  return /\{(memberId|invitationId)\}/.test(route.path) || bodyNames(route, "member_id");
}

/** The first answer a route declares below 400: a success, or for a site host's form a redirect. */
function successStatus(route: ApiRoute): number {
  const status = Object.keys(route.responses)
    .map(Number)
    .sort((a, b) => a - b)
    .find((code) => code >= 200 && code < 400);
  if (status === undefined) throw new Error(`${routeKey(route)} declares no success answer`);
  return status;
}

/** The status the policy table promises, and for a 403 the message it must carry. */
function expectation(
  route: ApiRoute,
  fixture: Fixture,
  caller: Caller,
  target: Target,
): { status: number; message?: string } {
  const permission = route["x-permission"];
  const success = { status: successStatus(route) };
  if (isOpen(permission)) {
    const refused = fixture.refusal?.("owner", caller);
    return refused ? { status: refused } : success;
  }
  if (caller === "signed-out") return { status: 401 };
  if (permission === "signed-in") {
    const refused = fixture.refusal?.(caller === "outsider" ? "owner" : caller, caller);
    return refused ? { status: refused } : success;
  }
  const isOthers = target !== (caller === "outsider" ? "outsider's" : "team");
  // A site names its organization: one the caller is not in is not found, whatever their role.
  if (isSiteScoped(route) && isOthers) return { status: 404 };
  // The outsider owns their organization, where the routes without a site act for them.
  const role: Role = caller === "outsider" ? "owner" : caller;
  for (const needed of [permission, ...(fixture.also ? [fixture.also] : [])]) {
    if (!roleAllows(role, needed)) return { status: 403, message: forbiddenMessage(role, needed) };
  }
  // Members and invitations are looked for in the caller's active organization, once the role allows it.
  if (isMemberScoped(route) && isOthers) return { status: 404 };
  const refused = fixture.refusal?.(role, caller);
  return refused ? { status: refused } : success;
}

/** A site with a stylesheet in two versions and a live deployment, made by its organization's owner. */
async function makeWorld(app: TestApp, owner: TestUser): Promise<World> {
  const api = apiAs(app, owner);
  const site = await api.createSite("Matrix");
  // The tries edit and restore the stylesheet, so the pages keep building for the previews and publishes.
  const file = (await api.files(site.id)).find((f) => f.full_path === "styles.css");
  if (!file) throw new Error("the starter site has no styles.css");
  const edit = await api.call("PUT", `/api/sites/${site.id}/files/${file.id}/content`, { content: "/* v2 */" });
  expect(edit.status).toBe(200);
  const versions = await api.call<{ versions: { id: string }[] }>(
    "GET",
    `/api/sites/${site.id}/files/${file.id}/versions`,
  );
  const published = await api.call<{ deployment_id: string }>("POST", "/site/publish", { site_id: site.id });
  expect(published.status).toBe(200);
  expect((await api.uploadMedia(site.id, WORLD_PICTURE, PIXEL)).status).toBe(201);
  return {
    siteId: site.id,
    fileId: file.id,
    versionId: versions.body.versions.at(-1)?.id ?? "",
    deploymentId: published.body.deployment_id,
  };
}

/** A cookie session for `user`, signed in again and pointed at `organizationId`. */
async function cookieFor(app: TestApp, user: TestUser, organizationId: string): Promise<string> {
  const signIn = await app.authRequest("sign-in/email", { email: user.email, password: user.password });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const active = await app.authRequest("organization/set-active", { organizationId }, { headers: { cookie } });
  expect(active.status).toBe(200);
  return cookie;
}

let dns: TestDnsServer | undefined;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(async () => {
  await dns?.close();
});

describeEachDb(
  "the role matrix",
  (use) => {
    const tokens = new Map<Caller, string>();
    const cookies = new Map<Caller, string>();
    const homes = new Map<Caller, string>();
    const userIds = new Map<Caller, string>();
    const accounts = new Map<Caller, TestUser>();
    let teamWorld: World;
    let kits: Record<Target, Kit>;
    let counter = 0;
    const unique = () => `matrix-${++counter}`;

    beforeAll(async () => {
      const app = use();
      const team = await signedUpOwner(app);
      const outsider = await signedUpOwner(app);
      const members: Record<Role, TestUser> = {
        owner: team.user,
        admin: await addMember(app, team.user, team.organization.id, "admin"),
        editor: await addMember(app, team.user, team.organization.id, "editor"),
        content: await addMember(app, team.user, team.organization.id, "content"),
        viewer: await addMember(app, team.user, team.organization.id, "viewer"),
      };
      for (const role of ROLES) {
        homes.set(role, team.organization.id);
        userIds.set(role, members[role].id);
        accounts.set(role, members[role]);
        tokens.set(role, members[role].token);
        cookies.set(role, await cookieFor(app, members[role], team.organization.id));
      }
      homes.set("outsider", outsider.organization.id);
      userIds.set("outsider", outsider.user.id);
      accounts.set("outsider", outsider.user);
      tokens.set("outsider", outsider.user.token);
      cookies.set("outsider", await cookieFor(app, outsider.user, outsider.organization.id));
      teamWorld = await makeWorld(app, team.user);

      const kitFor = (world: World, owner: TestUser, organizationId: string): Kit => {
        const api = apiAs(app, owner);
        let federationOn: Promise<void> | undefined;
        const freshDomain = async () => {
          const { body } = await api.call<{ id: string }>("POST", `/api/sites/${world.siteId}/domains`, {
            hostname: `${unique()}.example.com`,
          });
          return body.id;
        };
        /** The world's site's slug now: tries before may have changed it. */
        const slugNow = async () =>
          (
            await app.deps.db.kysely
              .selectFrom("sites")
              .select("slug")
              .where("id", "=", world.siteId)
              .executeTakeFirstOrThrow()
          ).slug;
        const freshStore = async () => {
          const site = await api.createSite(unique());
          const store = await api.call<{ id: string }>("POST", "/api/stores", storeInput(site.id, unique()));
          expect(store.status).toBe(201);
          return store.body.id;
        };
        let productShop: Promise<string> | undefined;
        const productStore = () => {
          productShop ??= freshStore();
          return productShop;
        };
        const siteHost = async () => {
          const primary = await app.deps.db.kysely
            .selectFrom("site_domains")
            .select("hostname")
            .where("site_id", "=", world.siteId)
            .where("status", "=", "verified")
            .where("is_primary", "=", dbBool(app.deps.db.dialect, true))
            .executeTakeFirst();
          return `http://${primary?.hostname ?? `${await slugNow()}.${app.env.siteDomain}`}`;
        };
        let worldShop: Promise<{ storeId: string; variantId: string }> | undefined;
        /** The world's site's own shop (paid by EFT) with one product: its id and the product's variant. */
        const worldShopMade = () => {
          worldShop ??= (async () => {
            const input = { ...storeInput(world.siteId, unique()), payments: { eft_bank_account: "Matrix Bank 0001" } };
            const store = await api.call<{ id: string }>("POST", "/api/stores", input);
            expect(store.status).toBe(201);
            const product = await api.call<{ variants: { id: string }[] }>(
              "POST",
              `/api/stores/${store.body.id}/products`,
              {
                ...productInput(unique()),
                status: "active",
                variants: [{ sku: unique(), price_cents: 10_000, stock: null }],
              },
            );
            expect(product.status).toBe(201);
            return { storeId: store.body.id, variantId: product.body.variants[0]?.id ?? "" };
          })();
          return worldShop;
        };
        let worldMailDomain: Promise<string> | undefined;
        const mailDomain = () => {
          worldMailDomain ??= insertMailDomain(app, organizationId).then((domain) => domain.id);
          return worldMailDomain;
        };
        const freshMessage = async () => {
          const mailbox = await insertMailbox(app, organizationId, unique());
          const [messageId = ""] = await insertMessages(app, mailbox, [{ subject: "Matrix" }]);
          const bytes = new Uint8Array(PIXEL);
          const attachmentId = await insertAttachment(app, messageId, {
            filename: "pixel.png",
            contentType: "image/png",
            bytes,
          });
          return { mailboxId: mailbox.id, messageId, attachmentId };
        };
        const freshDraft = async () => {
          const mailbox = await insertMailbox(app, organizationId, unique());
          const draft = await api.call<{ id: string }>("POST", `/api/mail/mailboxes/${mailbox.id}/drafts`, {
            subject: "Matrix",
          });
          const attachment = await api.sendBytes<{ id: string }>(
            "POST",
            `/api/mail/drafts/${draft.body.id}/attachments?filename=a.txt`,
            new TextEncoder().encode("Matrix"),
          );
          return { mailboxId: mailbox.id, draftId: draft.body.id, attachmentId: attachment.body.id };
        };
        const freshAlias = async () => {
          const { body } = await api.call<{ id: string }>("POST", `/api/mail/domains/${await mailDomain()}/aliases`, {
            kind: "forward",
            local_part: unique(),
            addresses: ["someone@elsewhere.example"],
          });
          return body.id;
        };
        const shopVariant = async () => (await worldShopMade()).variantId;
        const shopStore = async () => (await worldShopMade()).storeId;
        const freshOrder = async (paid = false) => {
          const response = await app.request(`${await siteHost()}/_shop/checkout`, {
            method: "POST",
            json: {
              items: [{ variant_id: await shopVariant(), quantity: 1 }],
              customer: MATRIX_BUYER,
              shipping_option: "flat",
            },
          });
          const placed = (await response.json()) as { order_id: string; payment_url: string };
          expect(response.status).toBe(201);
          if (paid) expect((await api.call("POST", `/api/orders/${placed.order_id}/paid`, {})).status).toBe(200);
          return { orderId: placed.order_id, key: new URL(placed.payment_url).searchParams.get("key") ?? "" };
        };
        /** A visitor's post to the world's site, found again by a word only it holds. */
        const submit = async (withFile: boolean) => {
          const db = app.deps.db.kysely;
          const slug = await slugNow();
          const word = unique();
          const body = new FormData();
          body.set("message", word);
          if (withFile) body.set("photo", new Blob([new Uint8Array(PIXEL)], { type: "image/png" }), "photo.png");
          expect((await postForm(app, slug, "contact", body, { json: true })).status).toBe(201);
          const row = await db
            .selectFrom("form_submissions")
            .leftJoin("form_files", "form_files.submission_id", "form_submissions.id")
            .select(["form_submissions.id", "form_files.id as file_id"])
            .where("form_submissions.site_id", "=", world.siteId)
            .where("form_submissions.search_text", "=", word)
            .executeTakeFirstOrThrow();
          return { submissionId: row.id, fileId: row.file_id ?? "" };
        };
        return {
          world,
          unique,
          siteHost,
          freshSite: async () => (await api.createSite(unique())).id,
          freshStore,
          productStore,
          freshOrder,
          shopVariant,
          shopStore,
          mailDomain,
          freshMailDomain: async () => (await insertMailDomain(app, organizationId)).id,
          freshMailbox: async () => (await insertMailbox(app, organizationId, unique())).id,
          freshAlias,
          freshMessage,
          freshDraft,
          freshProduct: async () => {
            const { body } = await api.call<{ id: string; variants: { id: string }[] }>(
              "POST",
              `/api/stores/${await productStore()}/products`,
              productInput(unique()),
            );
            return { productId: body.id, variantId: body.variants[0]?.id ?? "" };
          },
          freshFile: async () => (await api.createFile(world.siteId, { full_path: `spare/${unique()}.txt` })).id,
          freshHeading: async () => {
            const content = "export default function Page() { return <h1>Welcome</h1>; }";
            const file = await api.createFile(world.siteId, { full_path: `pages/${unique()}.jsx`, content });
            const start = content.indexOf("Welcome");
            return { path: file.full_path, versionId: file.current_version_id ?? "", start, end: start + 7 };
          },
          freshMember: async () => {
            const user = await addMember(app, owner, organizationId, "viewer");
            const { body } = await api.call<{ members: { id: string; user_id: string }[] }>("GET", "/api/members");
            return body.members.find((member) => member.user_id === user.id)?.id ?? "";
          },
          freshInvitation: async () => {
            const email = `${unique()}@example.com`;
            const { body } = await api.call<{ invited: { id: string }[] }>("POST", "/api/invitations", {
              emails: [email],
              role: "viewer",
            });
            return body.invited[0]?.id ?? "";
          },
          freshInvitationLink: async () => {
            const email = `${unique()}@example.com`;
            await api.call("POST", "/api/invitations", { emails: [email], role: "viewer" });
            return new URL(await app.lastMailLink(email)).pathname.slice("/accept-invite/".length);
          },
          freshDomain,
          freshMedia: async () =>
            (await api.uploadMedia<{ id: string }>(world.siteId, `${unique()}.png`, PIXEL)).body.id,
          freshMediaVersion: async () => {
            const mediaId = (await api.uploadMedia<{ id: string }>(world.siteId, `${unique()}.png`, PIXEL)).body.id;
            expect((await api.replaceMedia(world.siteId, mediaId, PIXEL)).status).toBe(200);
            const { body } = await api.call<{ versions: { id: string }[] }>(
              "GET",
              `/api/sites/${world.siteId}/media/${mediaId}/versions`,
            );
            return { mediaId, versionId: body.versions[0]?.id ?? "" };
          },
          freshSubmission: async () => (await submit(false)).submissionId,
          freshSubmissionFile: submit.bind(null, true),
          freshPost: async () => {
            const post = await api.call<{ id: string }>("POST", `/api/sites/${world.siteId}/posts`, {
              title: unique(),
            });
            const { body } = await api.call<{ revisions: { id: string }[] }>(
              "GET",
              `/api/sites/${world.siteId}/posts/${post.body.id}/revisions`,
            );
            return { id: post.body.id, revisionId: body.revisions[0]?.id ?? "" };
          },
          freshDeployment: async () => {
            const published = await api.call<{ deployment_id: string }>("POST", "/site/publish", {
              site_id: world.siteId,
            });
            return published.body.deployment_id;
          },
          freshClaimToken: async () => {
            const site = await api.createSite(unique());
            const { body } = await api.call<{ token: string }>("POST", `/api/sites/${site.id}/claim`, {});
            return body.token;
          },
          federation: async () => {
            federationOn ??= api
              .call("PUT", `/api/sites/${world.siteId}/federation`, { enabled: true, handle: "matrix" })
              .then(({ status }) => expect(status).toBe(200));
            await federationOn;
            return { handle: "matrix", host: (await siteHost()).slice("http://".length) };
          },
          freshFollower: async () => {
            const id = randomUUID();
            const actor = `http://127.0.0.1:9/users/${unique()}`;
            await app.deps.db.kysely
              .insertInto("fediverse_followers")
              .values({
                ...{
                  id,
                  site_id: world.siteId,
                  actor_id: actor,
                  handle: `@x@127.0.0.1:9`,
                  name: "",
                  server: "127.0.0.1",
                },
                ...{ inbox: `${actor}/inbox`, shared_inbox: null, status: "pending", follow_id: `${actor}/follow` },
                ...{ unreachable_since: null, created_at: new Date().toISOString() },
              })
              .execute();
            return id;
          },
          freshReply: async () => {
            const id = randomUUID();
            const actor = `http://127.0.0.1:9/users/${unique()}`;
            const now = new Date().toISOString();
            await app.deps.db.kysely
              .insertInto("fediverse_interactions")
              .values({
                ...{ id, site_id: world.siteId, post_id: null, kind: "reply", activity_id: `${actor}/create` },
                ...{ object_id: `${actor}/note`, in_reply_to: null, actor_id: actor, actor_handle: "@x@127.0.0.1:9" },
                ...{ actor_name: "", content_html: "<p>Hi</p>", created_at: now, updated_at: now },
              })
              .execute();
            return id;
          },
          freshBlock: async () => {
            const { body } = await api.call<{ id: string }>("POST", `/api/sites/${world.siteId}/federation/blocks`, {
              kind: "domain",
              value: `${unique()}.example`,
            });
            return body.id;
          },
          verifiedDomain: async () => {
            const id = await freshDomain();
            await app.deps.db.kysely
              .updateTable("site_domains")
              .set({ status: "verified" })
              .where("id", "=", id)
              .execute();
            const row = await app.deps.db.kysely
              .selectFrom("site_domains")
              .select("hostname")
              .where("id", "=", id)
              .executeTakeFirstOrThrow();
            return { id, hostname: row.hostname };
          },
        };
      };
      const missing: World = {
        siteId: "no-such-site",
        fileId: "no-such-file",
        versionId: "no-such",
        deploymentId: "no",
      };
      kits = {
        team: kitFor(teamWorld, team.user, team.organization.id),
        "outsider's": kitFor(await makeWorld(app, outsider.user), outsider.user, outsider.organization.id),
        missing: {
          world: missing,
          unique,
          siteHost: async () => `http://no-such-site.${app.env.siteDomain}`,
          freshSite: async () => "no-such-site",
          freshStore: async () => "no-such-store",
          productStore: async () => "no-such-store",
          freshProduct: async () => ({ productId: "no-such-product", variantId: "no-such-variant" }),
          freshOrder: async () => ({ orderId: "no-such-order", key: "no-such-key" }),
          shopVariant: async () => "no-such-variant",
          shopStore: async () => "no-such-store",
          mailDomain: async () => "no-such-domain",
          freshMailDomain: async () => "no-such-domain",
          freshMailbox: async () => "no-such-mailbox",
          freshAlias: async () => "no-such-alias",
          freshMessage: async () => ({ mailboxId: "no-such-mailbox", messageId: "no-such-message", attachmentId: "x" }),
          freshDraft: async () => ({ mailboxId: "no-such-mailbox", draftId: "no-such-draft", attachmentId: "x" }),
          freshFile: async () => "no-such-file",
          freshHeading: async () => ({ path: "pages/Missing.jsx", versionId: "no-such-version", start: 0, end: 1 }),
          freshMedia: async () => "no-such-media",
          freshMediaVersion: async () => ({ mediaId: "no-such-media", versionId: "no-such-version" }),
          freshMember: async () => "no-such-member",
          freshInvitation: async () => "no-such-invitation",
          freshInvitationLink: async () => "no-such-invitation_00",
          freshDomain: async () => "no-such-domain",
          verifiedDomain: async () => ({ id: "no-such-domain", hostname: "no-such-domain.example.com" }),
          freshSubmission: async () => "no-such-submission",
          freshSubmissionFile: async () => ({ submissionId: "no-such-submission", fileId: "no-such-file" }),
          freshPost: async () => ({ id: "no-such-post", revisionId: "no-such-revision" }),
          freshClaimToken: async () => "no-such-claim",
          freshDeployment: async () => "no-such-deployment",
          federation: async () => ({ handle: "nobody", host: `no-such-site.${app.env.siteDomain}` }),
          freshFollower: async () => "no-such-follower",
          freshReply: async () => "no-such-reply",
          freshBlock: async () => "no-such-block",
        },
      };
    }, 120_000);

    it("has a fixture for every declared route, and every route the app mounts is declared", () => {
      expect(Object.keys(FIXTURES).sort()).toEqual([...ALL_API_ROUTES, ...SITE_HOST_ROUTES].map(routeKey).sort());
      const mounted = use()
        .app.routes.filter((route) => route.method !== "ALL" && /^\/(api|build|site)\//.test(route.path))
        .filter((route) => !route.path.startsWith("/api/auth") && route.path !== "/api/*")
        .map((route) => `${route.method.toLowerCase()} ${route.path.replaceAll(/:([^/]+)/g, "{$1}")}`);
      expect([...new Set(mounted)].sort()).toEqual(ALL_API_ROUTES.map(routeKey).sort());
    });

    it("answers every route × caller × site × sign-in as the policy table says", async () => {
      const app = use();
      const surprises: string[] = [];
      let tries = 0;
      for (const route of [...ALL_API_ROUTES, ...SITE_HOST_ROUTES]) {
        const targets: Target[] =
          isSiteScoped(route) || isMemberScoped(route) ? ["team", "outsider's", "missing"] : ["team"];
        for (const fixture of FIXTURES[routeKey(route)] ?? []) {
          // A refused try changes nothing, so what it named (a new member, site, invitation…) serves the next
          // try too; only a success uses it up. Making them afresh for every try was most of the matrix's time.
          const unused = new Map<Target, Try>();
          for (const caller of CALLERS) {
            for (const target of targets) {
              for (const auth of ["bearer", "cookie"] as Auth[]) {
                const attempt = unused.get(target) ?? (await fixture.build(kits[target]));
                const { path, json, body, ip } = attempt;
                const credentials =
                  caller === "signed-out"
                    ? {}
                    : auth === "bearer"
                      ? { token: tokens.get(caller) }
                      : { headers: { cookie: cookies.get(caller) ?? "" } };
                const upload = body && { body: new Uint8Array(body.bytes), headers: { "content-type": body.type } };
                const headers = {
                  ...attempt.headers,
                  ...upload?.headers,
                  ...("headers" in credentials ? credentials.headers : {}),
                };
                const response = await app.request(path, {
                  method: route.method.toUpperCase(),
                  json,
                  body: upload?.body,
                  ip,
                  ...credentials,
                  headers,
                });
                if (fixture.undo && response.ok && caller !== "signed-out") {
                  await fixture.undo({
                    app,
                    userId: userIds.get(caller) ?? "",
                    organizationId: homes.get(caller) ?? "",
                    role: caller === "outsider" ? "owner" : caller,
                    sessions: [{ token: tokens.get(caller) }, { headers: { cookie: cookies.get(caller) ?? "" } }],
                    signInAgain: async () => {
                      const account = accounts.get(caller) as TestUser;
                      const organizationId = homes.get(caller) ?? "";
                      const again = await app.authRequest("sign-in/email", {
                        email: account.email,
                        password: account.password,
                      });
                      const token = again.headers.get("set-auth-token") ?? "";
                      await app.authRequest("organization/set-active", { organizationId }, { token });
                      tokens.set(caller, token);
                      // The kits act as the owners through these same objects.
                      account.token = token;
                      cookies.set(caller, await cookieFor(app, account, organizationId));
                    },
                  });
                }
                if (response.status >= 400) unused.set(target, attempt);
                else unused.delete(target);
                tries += 1;
                const want = expectation(route, fixture, caller, target);
                const text = await response.text();
                const message = response.status === 403 ? (JSON.parse(text) as ErrorBody).error.message : undefined;
                if (response.status !== want.status || (want.message && message !== want.message)) {
                  surprises.push(
                    `${routeKey(route)} as ${caller} on ${target} by ${auth}: ${response.status} ${text.slice(0, 160)}, ` +
                      `wanted ${want.status}${want.message ? ` "${want.message}"` : ""}`,
                  );
                }
              }
            }
          }
        }
      }
      expect(surprises).toEqual([]);
      // Over 1,000 tries on each database (the number is printed below).
      expect(tries).toBeGreaterThanOrEqual(1000);
      console.log(`role matrix: ${tries} tries, ${surprises.length} surprises`);
    }, 600_000);

    it("says which role lacks which permission, in the error shape", async () => {
      const response = await use().request(`/api/sites/${teamWorld.siteId}/files/${teamWorld.fileId}/content`, {
        method: "PUT",
        json: { content: "no" },
        token: tokens.get("viewer"),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: "FORBIDDEN",
          message: "Your role (viewer) cannot edit files",
          details: { permission: "file:write", role: "viewer" },
        },
      });
    });
  },
  () => ({ DNS_SERVERS: dns?.address ?? "" }),
);
