import { z } from "zod";

/**
 * A business's facts as a template site reads them from `data/site.json`: editing that one file re-brands
 * the whole site. The creator fills it, the optional AI copy writes its `copy`, and every template's
 * pages, layout and metadata read it and nothing else for the business (docs/product.md#site-creator).
 * Every field has a default, so a template's own file and a partly filled one both parse.
 */

export const SITE_DATA_PATH = "data/site.json";

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const colour = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOUR, "Write a colour as # and six hexadecimal digits, such as #0f766e")
    .default(fallback);

const text = (max: number, what: string) => z.string().trim().max(max, `${what} must be at most ${max} characters`);

export const siteServiceSchema = z.object({
  name: text(80, "A service's name").min(1, "Give each service a name"),
  description: text(300, "A service's description").default(""),
  /** As the business writes it, with the currency: "R 250", "From R 1 200", "" for none. */
  price: text(40, "A price").default(""),
});

export const openingHoursSchema = z.object({
  /** "Monday to Friday", "Saturday", "Public holidays". */
  days: text(60, "The days").min(1, "Say which days"),
  /** "08:00 – 17:00", "Closed". */
  hours: text(60, "The hours").min(1, "Say the hours, or Closed"),
});

export const siteCopySchema = z.object({
  /** The home page's big line. */
  headline: text(120, "The headline").default(""),
  /** The sentence or two under it. */
  intro: text(400, "The introduction").default(""),
  /** The About page's text; blank lines separate paragraphs. */
  about: text(3000, "The about text").default(""),
  services: z.array(siteServiceSchema).max(24, "List at most 24 services").default([]),
});

/** Where a photo is: "" for none, a path of the site's media library (/media/…) or an https address. */
const PHOTO_SRC = /^$|^\/media\/[^\s?#]+$|^https:\/\/[^\s/]+\S*$/i;

/** One photo: its address and what it shows, for people who cannot see it (required once there is a photo). */
export const sitePhotoSchema = z
  .object({
    src: z
      .string()
      .trim()
      .max(2048, "A photo's address must be at most 2048 characters")
      .regex(PHOTO_SRC, "Choose a photo from the media library (/media/…), or give an address starting with https://")
      .default(""),
    alt: text(300, "A photo's description").default(""),
  })
  .check((ctx) => {
    if (ctx.value.src !== "" && ctx.value.alt === "") {
      ctx.issues.push({
        code: "custom",
        input: ctx.value.alt,
        path: ["alt"],
        message: "Say what the photo shows, for people who cannot see it",
      });
    }
  });

/** The photos every template may show: one large at the top of the home page, and a gallery. */
export const sitePhotosSchema = z.object({
  hero: sitePhotoSchema.prefault({}),
  gallery: z.array(sitePhotoSchema).max(24, "A gallery holds at most 24 photos").default([]),
});

export const siteDataSchema = z.object({
  name: text(80, "The business name").min(1, "Give the business a name"),
  /** The template's kind of business: restaurant, salon, trades, church, shop, portfolio, or another word. */
  category: text(40, "The category").default(""),
  tagline: text(160, "The tagline").default(""),
  colours: z
    .object({
      /** Buttons, links and headings' accents: white text must be readable on it (contrast 4.5:1). */
      primary: colour("#0f766e"),
      /** A second colour for highlights and backgrounds of sections. */
      accent: colour("#f59e0b"),
    })
    .default({ primary: "#0f766e", accent: "#f59e0b" }),
  /** A path on the site (/media/…) or an https address; "" for the name in text instead. */
  logo: text(2048, "The logo address").default(""),
  contact: z
    .object({
      phone: text(40, "The phone number").default(""),
      /** International form, digits only after an optional +: "+27 82 123 4567". */
      whatsapp: text(40, "The WhatsApp number").default(""),
      email: z.union([z.literal(""), z.string().trim().email("Write a valid email address")]).default(""),
      address: text(300, "The address").default(""),
      hours: z.array(openingHoursSchema).max(14, "List at most 14 lines of opening hours").default([]),
    })
    .prefault({}),
  copy: siteCopySchema.prefault({}),
  photos: sitePhotosSchema.prefault({}),
});

export type SiteData = z.infer<typeof siteDataSchema>;
export type SiteDataInput = z.input<typeof siteDataSchema>;
export type SiteCopy = z.infer<typeof siteCopySchema>;
export type SitePhoto = z.infer<typeof sitePhotoSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
