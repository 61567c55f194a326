import { z } from "zod";
import { formNameSchema } from "../schemas/forms";
import { defineRoute, errorResponses, jsonContent } from "./route";

/**
 * Where these routes answer: a published site's own host, `{slug}.{site domain}`, or one of its verified
 * custom domains; never the app's origin. The OpenAPI document names this server on each of them.
 */
export const SITE_HOST_SERVERS = [
  {
    url: "{scheme}://{slug}.{siteDomain}",
    description: "A published site's own host (or one of its verified custom domains)",
    variables: {
      scheme: { default: "https", enum: ["https", "http"] },
      slug: { default: "example", description: "The site's slug" },
      siteDomain: { default: "sites.example.com", description: "The installation's SITE_DOMAIN" },
    },
  },
];

/** What every site-host declaration carries: where it answers, and its group in the document. */
const onSiteHosts = { servers: SITE_HOST_SERVERS, tags: ["Site hosts"] };

const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
const redirect = (description: string) => ({ description, headers: z.object({ location: z.string() }) });
const bytes = (description: string, type: string) => ({ description, content: { [type]: { schema: z.string() } } });
const formBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/x-www-form-urlencoded": { schema }, "multipart/form-data": { schema } },
});

/** A protected site's password page (401) for a visitor not let in yet; its 404 page when nothing is there. */
const visitorAnswers = {
  401: html("The site's password page: the site is protected and the visitor has not typed its password"),
  404: html("Nothing at this path: the site's own 404 page, or ours"),
};

/**
 * What every published site's hosts answer (docs/product.md#hosting): its pages and files as last
 * published, the media library, the files search engines read, and what features take from visitors.
 * Visitors are anyone: no session is read, and a password-protected site lets in whoever has typed its
 * password (the `visitor` permission). Declared here like the API so they show in the OpenAPI document
 * and the role matrix; the site host (server/site/host/) dispatches them by these paths.
 */
export const siteHostApi = {
  page: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/{path}",
    summary: "A page or file of the site as last published (a page path answers its HTML, `/` the home page)",
    permission: "visitor",
    request: { params: z.object({ path: z.string() }) },
    responses: {
      200: html("The page, or the file with its own type; compressed as Accept-Encoding allows"),
      301: redirect("The site moved: an old slug, or a host other than the site's primary domain"),
      304: { description: "Not modified since the ETag the visitor holds" },
      ...visitorAnswers,
    },
  }),
  robots: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/robots.txt",
    summary: "The site's robots.txt: its own when it has one, else one that points at the sitemap",
    permission: "visitor",
    responses: { 200: bytes("robots.txt", "text/plain") },
  }),
  sitemap: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/sitemap.xml",
    summary: "Every page and published post of the site, with when each last changed",
    permission: "visitor",
    responses: { 200: bytes("The sitemap", "application/xml"), ...visitorAnswers },
  }),
  media: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/media/{path}",
    summary: "A file of the site's media library, at its size (`?w=`) and as its latest version, published or not",
    permission: "visitor",
    request: { params: z.object({ path: z.string() }) },
    responses: {
      200: bytes("The file, with its own type; a range of it for a Range request", "application/octet-stream"),
      206: bytes("The range asked for", "application/octet-stream"),
      ...visitorAnswers,
    },
  }),
  unlock: defineRoute({
    ...onSiteHosts,
    method: "post",
    path: "/.webcraft/unlock",
    summary: "The password page's form: the right password sets the visitor's access cookie and returns to `next`",
    permission: "visitor",
    request: {
      body: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: z.object({ password: z.string(), next: z.string().optional() }),
          },
        },
      },
    },
    responses: {
      303: redirect("Let in (or the site is not protected): back to `next`, with the access cookie"),
      401: html("The password page again, saying the password is not right"),
      404: html("No published site here"),
      429: html("The password page, saying how long to wait after too many wrong passwords"),
    },
  }),
  submitForm: defineRoute({
    ...onSiteHosts,
    method: "post",
    path: "/_forms/{formName}",
    summary:
      "A visitor sends the site's form `formName`: stored, judged for spam, and its notifications queued; answered with a redirect back (`?submitted=1`), or JSON to a caller that accepts it",
    permission: "visitor",
    request: {
      params: z.object({ formName: formNameSchema }),
      body: formBody(z.record(z.string(), z.string()).describe("The form's fields; files as multipart parts")),
    },
    responses: {
      201: jsonContent(z.object({ ok: z.literal(true) }), "Stored (for a caller that accepts JSON)"),
      303: redirect("Stored: back to the page the form was on, with `?submitted=1`"),
      ...errorResponses(400, 402, 403, 404, 413, 415, 429),
    },
  }),
  goLink: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_go/{link}",
    summary:
      "A link the site leads through, counted as a visit: `webcraft` (the badge) to the landing page, `whatsapp` to a chat with the site's number",
    permission: "visitor",
    request: { params: z.object({ link: z.enum(["webcraft", "whatsapp"]) }) },
    responses: {
      302: redirect("Where the link leads"),
      404: html("The site has no WhatsApp number, or no such link"),
    },
  }),
};

/** The fixed part of a site-host route's path, before its first parameter: what the host dispatches on. */
export function siteHostPrefix(route: { path: string }): string {
  const brace = route.path.indexOf("{");
  return brace < 0 ? route.path : route.path.slice(0, brace);
}
