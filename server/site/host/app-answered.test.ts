// Paths of site hosts only the app answers (the shop's pages, made per request from the database, and the
// fediverse's WebFinger and actor) reach the app through the listening socket, with the site front in
// front of it or without.
import { expect, it } from "vitest";
import { APP_ANSWERED_PREFIXES } from "../../site-host-parts";
import { ownerWithSite } from "../../test/publishing";
import { describeServed, exchange } from "./served";

describeServed("paths only the app answers", (use, served) => {
  it("hands the shop's checkout page to the app, which says this site has no shop", async () => {
    expect(APP_ANSWERED_PREFIXES).toEqual(expect.arrayContaining(["/_shop/checkout", "/_shop/pay/", "/_shop/orders/"]));
    const app = use();
    const owner = await ownerWithSite(app);
    await owner.publish();
    const host = `${owner.site.slug}.${app.env.siteDomain}`;
    const { responses } = await exchange(
      served().port,
      `GET /_shop/checkout?items=x:1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      [false],
    );
    expect(responses[0]?.status).toBe(404);
    expect(responses[0]?.body.toString()).toContain("This site has no shop");
  });

  it("hands WebFinger and the actor to the app, with the site front or without", async () => {
    const app = use();
    const owner = await ownerWithSite(app);
    await owner.publish();
    const turnedOn = await owner.api.call("PUT", `/api/sites/${owner.site.id}/federation`, {
      enabled: true,
      handle: "served",
    });
    expect(turnedOn.status).toBe(200);
    const host = `${owner.site.slug}.${app.env.siteDomain}`;
    const ask = (path: string, accept: string) =>
      exchange(
        served().port,
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`,
        [false],
      );
    const finger = (await ask(`/.well-known/webfinger?resource=acct:served@${host}`, "*/*")).responses[0];
    expect(finger?.status).toBe(200);
    expect(finger?.body.toString()).toContain(`/_fediverse/${owner.site.id}`);
    const actor = (await ask(`/_fediverse/${owner.site.id}`, "application/activity+json")).responses[0];
    expect(actor?.status).toBe(200);
    expect(JSON.parse(actor?.body.toString() ?? "{}").preferredUsername).toBe("served");
  });
});
