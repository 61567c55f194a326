import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { beforeAll, expect, it } from "vitest";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import { dkimOf, outsideWorld, publishDkimKey, sendingOwner } from "./send-test-kit";

const world = outsideWorld();

describeEachDb(
  "the product's mails of an organization",
  (use) => {
    let app: TestApp;
    beforeAll(() => {
      app = use();
    });

    async function invite(owner: Awaited<ReturnType<typeof sendingOwner>>) {
      const email = `invitee-${randomUUID().slice(0, 8)}@example.com`;
      const response = await app.authRequest(
        "organization/invite-member",
        { email, role: "editor", organizationId: owner.organization.id },
        { token: owner.user.token },
      );
      expect(response.status).toBe(200);
      await app.mailOut();
      const [arrived, ...more] = world.sink.arrived.filter((message) => message.to.includes(email));
      expect(more).toEqual([]);
      return arrived ?? { from: "", to: [], raw: Buffer.alloc(0) };
    }

    it("sends an invitation from noreply@ the organization's verified domain, signed with its key", async () => {
      const owner = await sendingOwner(app, { prefix: "brand" });
      await publishDkimKey(app, world.dns, owner.domain);
      const arrived = await invite(owner);
      const noreply = `noreply@${owner.domain.domain}`;
      expect(arrived.from).toBe(noreply);
      const parsed = await simpleParser(arrived.raw);
      expect(parsed.from?.value).toEqual([{ address: noreply, name: owner.organization.name }]);
      expect(parsed.subject).toBe(`Join ${owner.organization.name} on Webcraft`);
      expect(await dkimOf(world.dns, arrived.raw)).toBe("pass");
    });

    it("sends any mail about the organization (a form's notification, an order) the same way", async () => {
      const owner = await sendingOwner(app, { prefix: "shop" });
      await publishDkimKey(app, world.dns, owner.domain);
      const to = `buyer-${randomUUID().slice(0, 8)}@example.com`;
      await app.deps.mailer.send({
        to,
        subject: "Your order #1",
        text: "Paid.",
        html: "<p>Paid.</p>",
        organizationId: owner.organization.id,
      });
      await app.mailOut();
      const arrived = world.sink.arrived.find((message) => message.to.includes(to));
      expect(arrived?.from).toBe(`noreply@${owner.domain.domain}`);
      expect(await dkimOf(world.dns, arrived?.raw ?? Buffer.alloc(0))).toBe("pass");
    });

    it("sends from MAIL_FROM, unsigned, while the organization's domain is not verified", async () => {
      const owner = await sendingOwner(app, { verified: false });
      const arrived = await invite(owner);
      expect(arrived.from).toBe("no-reply@webcraft.local");
      const parsed = await simpleParser(arrived.raw);
      expect(parsed.from?.value).toEqual([{ address: "no-reply@webcraft.local", name: "Webcraft" }]);
      expect(parsed.headers.has("dkim-signature")).toBe(false);
    });
  },
  () => ({ SMTP_URL: `smtp://127.0.0.1:${world.sink.port}` }),
);
