import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

const SEO = {
  title: "Karoo Coffee",
  description: "Slow-roasted coffee & cake in Graaff-Reinet.",
  language: "en-ZA",
  favicon: "/media/favicon.png",
  social_image: "/media/social.jpg",
  noindex: false,
};

describeEachDb("site SEO defaults", (use) => {
  it("are stored, returned with the site and carried by every page published after", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Karoo Coffee");
    const saved = await owner.api.call<Site>("PUT", `/api/sites/${owner.site.id}/seo`, SEO);
    expect(saved.status).toBe(200);
    expect(saved.body.seo).toEqual(SEO);
    expect((await owner.api.call<Site>("GET", `/api/sites/${owner.site.id}`)).body.seo).toEqual(SEO);

    await owner.api.createFile(owner.site.id, {
      full_path: "pages/Visit.jsx",
      content:
        'export default () => <><title>Visit us</title><meta name="description" content="Find the roastery" /><p>Hi</p></>;\n',
    });
    await owner.api.createFile(owner.site.id, {
      full_path: "pages/Prices.jsx",
      content: "export default () => <p>R30</p>;\n",
    });
    await owner.publish();
    const home = await (await visit(app, owner.site.slug, "/")).text();
    expect(home).toContain('<html lang="en-ZA">');
    expect(home).toContain("<title>Karoo Coffee</title>");
    expect(home).toContain('<meta property="og:title" content="Karoo Coffee">');
    expect(home).toContain(`<meta property="og:image" content="${owner.site.url}/media/social.jpg">`);
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(home).toContain('<link rel="icon" href="/media/favicon.png">');

    // A page with neither tags nor meta of its own: the site's title and description.
    const prices = await (await visit(app, owner.site.slug, "/prices")).text();
    expect(prices).toContain("<title>Prices · Karoo Coffee</title>");
    expect(prices).toContain('<meta name="description" content="Slow-roasted coffee &#38; cake in Graaff-Reinet.">');

    // What a page sets itself wins over the defaults.
    const contact = await (await visit(app, owner.site.slug, "/visit")).text();
    expect(contact).toContain("<title>Visit us</title>");
    expect(contact).not.toContain("<title>Visit ·");
    expect(contact.match(/name="description"/g)).toHaveLength(1);
    expect(contact).toContain('<meta property="og:title" content="Visit us">');
    expect(contact).toContain('<meta property="og:description" content="Find the roastery">');
  });

  it("refuses what a page head cannot carry, in words", async () => {
    const app = use();
    const owner = await ownerWithSite(app);
    const put = (body: object) =>
      owner.api.call<{ error: { message: string } }>("PUT", `/api/sites/${owner.site.id}/seo`, body);
    const cases: [object, string][] = [
      [{ language: "english please" }, "The language must be a code such as en, en-ZA or af"],
      [{ favicon: "javascript:alert(1)" }, "The tab icon must be a path on the site such as /media/logo.png"],
      [{ social_image: "//evil.example/x.png" }, "The social image must be a path on the site"],
      [{ title: "x".repeat(71) }, "The site title must be at most 70 characters"],
    ];
    for (const [body, message] of cases) {
      const answer = await put(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toContain(message);
    }
    // Nothing set: the pages keep their own titles and descriptions, and English.
    await owner.publish();
    const home = await (await visit(app, owner.site.slug, "/")).text();
    expect(home).toContain('<html lang="en">');
    expect(home.match(/name="description"/g)).toHaveLength(1);
  });
});
