import type { AnalyticsReport, SiteLinks } from "@common/schemas/analytics";
import { expect, it } from "vitest";
import { describeServed, type Served, visitOver } from "../../site/host/served";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PAGE = `import { WhatsAppButton } from "webcraft";
export default function Index() {
  return <main><h1>Karoo Bakery</h1><WhatsAppButton>Order on WhatsApp</WhatsAppButton></main>;
}`;

async function flushed(app: TestApp, served: Served) {
  await served.server.flushVisits();
  await app.deps.visits.flush();
}

describeServed("the WhatsApp button and the Made with Webcraft badge", (use, served) => {
  it("counts /_go/ clicks, then redirects to wa.me and to the app; a site without a number answers 404", async () => {
    const app = use();
    const owner = await ownerWithSite(app);
    const { api, site } = owner;
    await owner.save("pages/Index.jsx", PAGE);
    await owner.publish();
    const host = `${site.slug}.${app.env.siteDomain}`;
    const go = (path: string) => visitOver(served().port, host, path, { headers: { "user-agent": BROWSER } });

    const links = await api.call<SiteLinks>("GET", `/api/sites/${site.id}/links`);
    expect(links.body).toEqual({ whatsapp_number: null, show_badge: false });
    const page = await (await go("/")).text();
    expect(page).toContain('href="/_go/whatsapp"');
    expect(page).toContain("Order on WhatsApp");
    expect(page).not.toContain("Made with Webcraft");
    expect((await go("/_go/whatsapp")).status).toBe(404);

    const wrong = await api.call<{ error: { message: string } }>("PUT", `/api/sites/${site.id}/links`, {
      whatsapp_number: "call me",
      show_badge: false,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain("Write the WhatsApp number with its country code");
    const saved = await api.call<SiteLinks>("PUT", `/api/sites/${site.id}/links`, {
      whatsapp_number: "+27 (82) 123-4567",
      show_badge: true,
    });
    expect(saved.body).toEqual({ whatsapp_number: "27821234567", show_badge: true });

    const whatsapp = await go("/_go/whatsapp");
    expect(whatsapp.status).toBe(302);
    expect(whatsapp.headers.get("location")).toBe("https://wa.me/27821234567");
    const ordering = await go("/_go/whatsapp?text=I%27d%20like%20Fig%20jam%20%26%20rusks&utm=x");
    expect(ordering.headers.get("location")).toBe(
      "https://wa.me/27821234567?text=I'd%20like%20Fig%20jam%20%26%20rusks",
    );
    const webcraft = await go("/_go/webcraft");
    expect(webcraft.status).toBe(302);
    expect(webcraft.headers.get("location")).toBe(`${app.env.appOrigin}/?ref=made-with-webcraft`);
    await go("/_go/webcraft");
    await flushed(app, served());
    const { body } = await api.call<AnalyticsReport>("GET", `/api/sites/${site.id}/analytics?days=7`);
    expect(body.clicks).toEqual({ whatsapp: 2, webcraft: 2 });
    // A click is not a page view: only the one visit of the home page counts.
    expect(body.totals.views).toBe(1);
    expect(body.topPages.map((row) => row.path)).toEqual(["/"]);

    // The badge shows from the next publish, linking through /_go/webcraft.
    await owner.publish();
    const badged = await (await go("/")).text();
    expect(badged).toMatch(/<a href="\/_go\/webcraft" data-webcraft-badge[^>]*>Made with Webcraft<\/a><\/body>/);
    await api.call("PUT", `/api/sites/${site.id}/links`, { whatsapp_number: "", show_badge: false });
    await owner.publish();
    expect(await (await go("/")).text()).not.toContain("Made with Webcraft");
    expect((await go("/_go/whatsapp")).status).toBe(404);
  });
});
