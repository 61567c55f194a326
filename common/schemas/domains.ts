import { z } from "zod";

export const DOMAIN_STATUSES = ["pending", "verified"] as const;

/** A DNS record the site's owner adds at their DNS provider. */
export const domainRecordSchema = z.object({
  type: z.enum(["CNAME", "TXT"]),
  /** The record's full name, e.g. `www.example.com` or `_webcraft.www.example.com`. */
  name: z.string(),
  value: z.string(),
});

/** A custom domain of a site (docs/product.md#custom-domains). */
export const domainSchema = z.object({
  id: z.string(),
  site_id: z.string(),
  hostname: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  is_primary: z.boolean(),
  /** The CNAME that points the domain at the site, and the TXT record that proves it is the owner's. */
  records: z.array(domainRecordSchema),
  /** What the last DNS check found, in words; null before the first check. */
  message: z.string().nullable(),
  checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});

export const addDomainSchema = z.object({
  /** Checked by the server (common/domains.ts): lower-cased and trimmed, a trailing dot dropped. */
  hostname: z.string().max(1000, "A domain name can be at most 253 characters"),
});

export const allowedDomainQuerySchema = z.object({ domain: z.string().max(1000) });

export type Domain = z.infer<typeof domainSchema>;
export type DomainRecord = z.infer<typeof domainRecordSchema>;
export type AddDomainInput = z.infer<typeof addDomainSchema>;
