import { z } from "zod";

/** The spans the visitor numbers are shown over, in days ending today (UTC). */
export const ANALYTICS_SPANS = [7, 30, 90] as const;
export type AnalyticsSpan = (typeof ANALYTICS_SPANS)[number];

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days): days is AnalyticsSpan => (ANALYTICS_SPANS as readonly number[]).includes(days), {
      message: "days must be 7, 30 or 90",
    })
    .default(30),
});

const count = z.number().int().min(0);

export const analyticsReportSchema = z.object({
  days: z.number().int(),
  /** First and last day shown, YYYY-MM-DD (UTC). */
  from: z.string(),
  to: z.string(),
  totals: z.object({ views: count, visitors: count }),
  /** One entry per day, oldest first, days without visits included. */
  daily: z.array(z.object({ day: z.string(), views: count, visitors: count })),
  /** The most viewed pages, at most 10. */
  topPages: z.array(z.object({ siteId: z.string(), siteName: z.string(), path: z.string(), views: count })),
  /** The hosts of the pages visitors came from, at most 10; direct visits are not among them. */
  topReferrers: z.array(z.object({ host: z.string(), views: count })),
  devices: z.array(z.object({ device: z.enum(["desktop", "mobile", "tablet"]), views: count })),
  /** Visitors who followed the WhatsApp button and the "Made with Webcraft" badge. */
  clicks: z.object({ whatsapp: count, webcraft: count }),
});

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const WHATSAPP_NUMBER_MESSAGE = "Write the WhatsApp number with its country code, such as +27 82 123 4567";

/** A phone number in international form; spaces, dashes, dots and brackets are dropped, and the leading +. */
export const whatsappNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, "").replace(/^\+/, ""))
  .refine((digits) => /^[1-9]\d{7,14}$/.test(digits), WHATSAPP_NUMBER_MESSAGE);

/** Where a published site's links lead: its WhatsApp number (digits) and whether it shows the badge. */
export const siteLinksSchema = z.object({
  whatsapp_number: z.string().nullable(),
  show_badge: z.boolean(),
});

export const updateSiteLinksSchema = z.object({
  /** Null or empty: no WhatsApp number (the WhatsApp button's link is a 404). */
  whatsapp_number: z.union([z.literal("").transform(() => null), z.null(), whatsappNumberSchema]),
  show_badge: z.boolean(),
});

export type SiteLinks = z.infer<typeof siteLinksSchema>;
export type UpdateSiteLinksInput = z.input<typeof updateSiteLinksSchema>;
