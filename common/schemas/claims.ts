import { z } from "zod";
import { emailSchema } from "./auth";
import { createOrganizationSchema } from "./organizations";

/** How long a claim link works after it is made. */
export const CLAIM_LINK_DAYS = 30;

/** Why a claim link cannot be used: each has its own screen and message. */
export const CLAIM_REFUSALS = ["unknown", "replaced", "expired", "claimed", "wrong_site", "own_organization"] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** What the client is told for each refusal (docs/product.md#claiming-a-site). */
export const CLAIM_MESSAGES = {
  unknown: "This claim link is not valid. Check that the whole link was copied, or ask for a new one.",
  replaced: "This claim link was replaced by a newer one. Ask the agency for the latest link.",
  expired: `This claim link has expired: links work for ${CLAIM_LINK_DAYS} days. Ask the agency for a new one.`,
  claimed: "This site has already been claimed. If that was not you, ask the agency what happened.",
  wrong_site: "This claim link belongs to another site. Check the link you were sent.",
  own_organization:
    "You are a member of the agency that built this site, so you cannot claim it. Send the link to your client.",
  notReceiver: "Choose an organization where you are an owner or admin to receive the site.",
  agencyCannotReceive: "The site is already in this organization. Choose another one, or a new organization.",
} as const satisfies Record<ClaimRefusal | "notReceiver" | "agencyCannotReceive", string>;

export const createClaimSchema = z.object({
  /** When given, the link is mailed to this address too. */
  email: emailSchema.optional(),
});
export type CreateClaimInput = z.infer<typeof createClaimSchema>;

export const claimLinkSchema = z.object({
  /** The secret the link carries; shown once, only its hash is kept. */
  token: z.string(),
  url: z.string(),
  expires_at: z.string(),
  emailed_to: z.string().nullable(),
});
export type ClaimLink = z.infer<typeof claimLinkSchema>;

/** The site's current claim link as the agency sees it later: never the token, which is not kept. */
export const claimStatusSchema = z.object({
  status: z.enum(["none", "open", "expired"]),
  created_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  emailed_to: z.string().nullable(),
});
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** What a claim link shows the client before they claim. */
export const claimSchema = z.object({
  site: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** The site's main address: its primary custom domain when it has one, else its own host. */
    url: z.string(),
    published: z.boolean(),
    /**
     * The published home page as a still picture on the preview origin (no scripts, whatever the site's
     * domain or password): what the claim screen frames. Null until something is published.
     */
    preview_url: z.string().nullable(),
  }),
  agency: z.object({ id: z.string(), name: z.string() }),
  expires_at: z.string(),
  /** The caller's organizations that may receive the site: those they own or administer. */
  receiving_organizations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Claim = z.infer<typeof claimSchema>;

/** What anyone holding a claim link sees before signing in: the site's and the agency's names, nothing more. */
export const claimPreviewSchema = z.object({
  site_name: z.string(),
  agency_name: z.string(),
});
export type ClaimPreview = z.infer<typeof claimPreviewSchema>;

export const claimQuerySchema = z.object({
  /** The site's address the link names; a token of another site is refused as `wrong_site`. */
  slug: z.string().optional(),
});

export const acceptClaimSchema = z
  .object({
    organization_id: z.string().min(1).optional(),
    /** Instead of `organization_id`: a new organization of this name, with the caller as its owner. */
    new_organization_name: createOrganizationSchema.shape.name.optional(),
    /** The agency member who made the link is invited as an admin of the receiving organization. */
    keep_agency: z.boolean().optional().default(false),
  })
  .refine(
    (value) => (value.organization_id === undefined) !== (value.new_organization_name === undefined),
    "Send either organization_id or new_organization_name",
  );
export type AcceptClaimInput = z.input<typeof acceptClaimSchema>;
