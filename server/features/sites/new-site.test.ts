// Every template, as a new site publishes it: each page answers with the business from data/site.json, and
// editing that one file re-brands every page (so no template writes a business fact into its code). Its
// photos too: each slot shows a placeholder until site.json names a picture, then the picture.
import type { MediaFile } from "@common/schemas/media";
import { SITE_DATA_PATH, type SiteData } from "@common/schemas/site-data";
import type { Site } from "@common/schemas/sites";
import sharp from "sharp";
import { expect, it } from "vitest";
import { signedUpOwner } from "../../test/api";
import { postsApi } from "../../test/posts";
import { visit } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { type SiteTemplate, siteTemplates } from "../templates/template-registry";

type Template = { id: string };

const NEW_NAME = "Ubuntu Lane Collective";
const NEW_PHONE = "+27 11 555 0199";
const NEW_PRIMARY = "#1d4a35";

/** A name as it may stand in the HTML: as written, and with its characters escaped. */
const spellings = (name: string) => [
  name,
  name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;"),
  name.replace(/&/g, "&amp;").replace(/'/g, "&#39;"),
];
const mentions = (html: string, name: string) => spellings(name).some((spelling) => html.includes(spelling));

async function sitePages(app: TestApp, slug: string): Promise<string[]> {
  const sitemap = await (await visit(app, slug, "/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** Every page of the live site (its sitemap's, and the post page), each answering 200, by path. */
async function livePages(app: TestApp, slug: string, postSlug: string) {
  const pages = new Map<string, string>();
  for (const path of [...(await sitePages(app, slug)), `/blog/${postSlug}`]) {
    const response = await visit(app, slug, path);
    expect(response.status, `${slug} ${path}`).toBe(200);
    pages.set(path, await response.text());
  }
  return pages;
}

type Data = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Where `data` has photos, as data/site.json paths: the hero, each gallery item, and each item's photo field
 * the template declares (the studio's work.0.photo, the shop's copy.services.0.photo).
 */
function photoSlots(template: SiteTemplate, data: Data): string[] {
  const slots = ["photos.hero", ...list((data.photos as Data)?.gallery).map((_, index) => `photos.gallery.${index}`)];
  for (const field of template.fields) {
    if (field.kind !== "list") continue;
    for (const member of field.fields.filter((entry) => entry.kind === "photo")) {
      slots.push(...list(data[field.key]).map((_, index) => `${field.key}.${index}.${member.key}`));
    }
  }
  for (const field of template.service_fields.filter((entry) => entry.kind === "photo")) {
    slots.push(...list((data.copy as Data)?.services).map((_, index) => `copy.services.${index}.${field.key}`));
  }
  return slots;
}

/** The opening tag of each element that marks a photo slot in `pages`, by the slot's path (the first met). */
function slotsIn(...pages: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const html of pages) {
    for (const match of html.matchAll(/<[a-z]+\b[^>]*\bdata-photo-slot="([^"]+)"[^>]*>/g)) {
      if (!found.has(match[1] ?? "")) found.set(match[1] ?? "", match[0]);
    }
  }
  return found;
}

const isPlaceholder = (tag: string) => !tag.startsWith("<img") && tag.includes('aria-hidden="true"');

const FRONT_PHOTO = { src: "/media/front.jpg", alt: "The front door on a sunny morning" };
const LINKED_PHOTO = { src: "https://photos.example/work.jpg", alt: "A finished piece of work" };

/** `data` with `photo` at the dotted `path`, as a person editing data/site.json writes it. */
function setPhoto(data: Data, path: string, photo: { src: string; alt: string }) {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  const parent = keys.reduce<Data>((node, key) => node[key] as Data, data);
  parent[last] = photo;
}

describeEachDb("sites made from templates", (use) => {
  it("publishes every template with its business and its photo slots, re-branded and pictured from data/site.json alone", async () => {
    const app = use();
    const { api, user } = await signedUpOwner(app);
    const front = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: "#b45309" } })
      .jpeg()
      .toBuffer();
    const listed = await api.call<{ templates: Template[] }>("GET", "/api/templates");
    expect(listed.status).toBe(200);
    const ids = listed.body.templates.map((template) => template.id);
    for (const id of ["restaurant", "salon", "trades", "church", "shop", "portfolio"]) expect(ids).toContain(id);

    for (const template of listed.body.templates) {
      const created = await api.call<Site>("POST", "/api/sites", { template_id: template.id });
      expect(created.status, template.id).toBe(201);
      const site = created.body;
      const dataFile = (await api.files(site.id)).find((file) => file.full_path === SITE_DATA_PATH);
      if (!dataFile) throw new Error(`${template.id}: no ${SITE_DATA_PATH}`);
      const dataText = dataFile.current_version?.content ?? "";
      const data = JSON.parse(dataText) as SiteData;

      const posts = postsApi(app, user, site.id);
      const post = await posts.create({
        title: "Our news",
        body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] },
      });
      expect((await posts.publish(post.id)).status).toBe(200);
      const publish = async () => {
        const { status, body } = await api.call("POST", "/site/publish", { site_id: site.id });
        expect(status, `${template.id}: ${JSON.stringify(body)}`).toBe(200);
      };

      await publish();
      const before = await livePages(app, site.slug, post.slug);
      expect(before.size, template.id).toBeGreaterThanOrEqual(6);
      for (const [path, html] of before) expect(mentions(html, data.name), `${template.id} ${path}`).toBe(true);

      // A fresh site shows a placeholder in every photo slot, and no slot for a photo its data does not have.
      const declared = siteTemplates().get(template.id);
      if (!declared) throw new Error(`${template.id}: not in the registry`);
      const slots = photoSlots(declared, data as unknown as Data);
      const placeholders = slotsIn(...before.values());
      expect(slotsIn(before.get("/") ?? "").has("photos.hero"), `${template.id}: the home page's photo`).toBe(true);
      expect([...placeholders.keys()].sort(), template.id).toEqual([...slots].sort());
      for (const [slot, tag] of placeholders) expect(isPlaceholder(tag), `${template.id} ${slot}: ${tag}`).toBe(true);

      // A person re-brands the site by editing data/site.json: the name wherever it is written there, the
      // phone and the main colour.
      const edited = JSON.parse(dataText.split(data.name).join(NEW_NAME)) as SiteData;
      edited.contact.phone = NEW_PHONE;
      edited.colours.primary = NEW_PRIMARY;
      // And chooses photos: an upload of the media library for the hero, an https address for another slot.
      expect((await api.uploadMedia<MediaFile>(site.id, "front.jpg", front)).status).toBe(201);
      edited.photos.hero = FRONT_PHOTO;
      const linkedSlot = slots.find((slot) => slot !== "photos.hero");
      if (linkedSlot) setPhoto(edited as unknown as Data, linkedSlot, LINKED_PHOTO);
      const saved = await api.call("PUT", `/api/sites/${site.id}/files/${dataFile.id}/content`, {
        content: `${JSON.stringify(edited, null, 2)}\n`,
      });
      expect(saved.status).toBe(200);
      await publish();
      const after = await livePages(app, site.slug, post.slug);
      for (const [path, html] of after) {
        expect(mentions(html, NEW_NAME), `${template.id} ${path} names the new business`).toBe(true);
        expect(mentions(html, data.name), `${template.id} ${path} still names ${data.name}`).toBe(false);
        expect(html.includes(data.contact.phone), `${template.id} ${path} still shows the old phone`).toBe(false);
      }
      const everything = [...after.values()].join("\n");
      expect(everything.includes(NEW_PHONE), `${template.id} shows the new phone`).toBe(true);
      expect(after.get("/")?.toLowerCase().includes(NEW_PRIMARY), `${template.id} uses the new colour`).toBe(true);

      const photos = slotsIn(...after.values());
      const hero = slotsIn(after.get("/") ?? "").get("photos.hero") ?? "";
      expect(hero, template.id).toMatch(/^<img\b/);
      expect(hero).toContain(`src="${FRONT_PHOTO.src}"`);
      expect(hero).toContain(`alt="${FRONT_PHOTO.alt}"`);
      // Image's WebP copies of the upload, and loaded at once: it is the first thing a visitor sees.
      expect(hero).toMatch(/srcset="[^"]*\/media\/front\.jpg\?w=640 640w/i);
      expect(hero).not.toContain('loading="lazy"');
      expect((await visit(app, site.slug, FRONT_PHOTO.src)).status).toBe(200);
      if (linkedSlot) {
        const linked = photos.get(linkedSlot) ?? "";
        expect(linked, `${template.id} ${linkedSlot}`).toMatch(/^<img\b/);
        expect(linked).toContain(`src="${LINKED_PHOTO.src}"`);
        expect(linked).toContain(`alt="${LINKED_PHOTO.alt}"`);
        expect(linked).toContain('loading="lazy"');
      }
      for (const slot of slots.filter((path) => path !== "photos.hero" && path !== linkedSlot)) {
        expect(isPlaceholder(photos.get(slot) ?? ""), `${template.id} ${slot} keeps its placeholder`).toBe(true);
      }
    }
  }, 240_000);
});
