// Paths of site hosts only the app answers (the shop's pages, made per request from the database) reach
// the app through the listening socket, with the site front in front of it or without.
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
});
