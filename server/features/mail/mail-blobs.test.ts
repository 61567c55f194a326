import { afterAll, beforeAll, expect, it } from "vitest";
import { sweepBlobs } from "../../blobs/blob-sweep";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { describeEachDb } from "../../test/test-app";
import { MAIL_ENV, mailOwner, storeMessage, verifiedDomain } from "./mail-test-kit";

// A message's bytes and attachments are blobs: they go with the rows that hold them, unless another
// row holds the same bytes.
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

describeEachDb(
  "mail's blobs",
  (use) => {
    it("removes a domain with its mailboxes, aliases, messages and their blobs; a blob another mailbox holds stays", async () => {
      const app = use();
      const db = app.deps.db.kysely;
      const owner = await mailOwner(app);
      const domain = await verifiedDomain(dns, owner.mail);
      const kept = await verifiedDomain(dns, owner.mail);
      const box = (await owner.mail.addMailbox(domain.id, { local_part: "info", display_name: "Info" })).body;
      const other = (await owner.mail.addMailbox(kept.id, { local_part: "info", display_name: "Info" })).body;
      await owner.mail.addAlias(domain.id, { kind: "alias", local_part: "sales", mailbox_ids: [box.id] });
      const where = { id: box.id, organizationId: owner.organization.id };
      const gone = await storeMessage(app, where, { attachments: ["a pdf"] });
      const shared = await storeMessage(app, where, { raw: "Subject: shared\r\n\r\nto both" });
      await storeMessage(
        app,
        { id: other.id, organizationId: owner.organization.id },
        { raw: "Subject: shared\r\n\r\nto both" },
      );

      expect((await owner.mail.removeDomain(domain.id)).status).toBe(204);
      expect((await owner.mail.domain(domain.id)).status).toBe(404);
      for (const table of ["mailboxes", "mail_aliases"] as const) {
        expect(await db.selectFrom(table).select("id").where("domain_id", "=", domain.id).execute()).toEqual([]);
      }
      expect(await db.selectFrom("mail_messages").select("id").where("mailbox_id", "=", box.id).execute()).toEqual([]);
      expect(await db.selectFrom("mail_attachments").select("id").where("message_id", "=", gone.id).execute()).toEqual(
        [],
      );
      expect(
        await db.selectFrom("mailbox_members").select("user_id").where("mailbox_id", "=", box.id).execute(),
      ).toEqual([]);
      expect(await app.deps.blobs.has(gone.rawKey)).toBe(false);
      expect(await app.deps.blobs.has(gone.attachmentKeys[0] ?? "")).toBe(false);
      expect(await app.deps.blobs.has(shared.rawKey)).toBe(true);
      expect((await owner.mail.mailboxes(kept.id)).body.mailboxes.map((m) => m.id)).toEqual([other.id]);

      // The name is free again, for anyone.
      expect((await (await mailOwner(app)).mail.addDomain(domain.domain)).status).toBe(201);
    });

    it("goes with its organization, blobs too", async () => {
      const app = use();
      const owner = await mailOwner(app);
      const domain = await verifiedDomain(dns, owner.mail);
      const box = (await owner.mail.addMailbox(domain.id, { local_part: "info", display_name: "Info" })).body;
      const message = await storeMessage(
        app,
        { id: box.id, organizationId: owner.organization.id },
        { attachments: ["x"] },
      );
      const deleted = await owner.api.call("DELETE", "/api/organization", { confirm_name: owner.organization.name });
      expect(deleted.status).toBe(204);
      const db = app.deps.db.kysely;
      expect(await db.selectFrom("mail_domains").select("id").where("id", "=", domain.id).execute()).toEqual([]);
      expect(await db.selectFrom("mail_messages").select("id").where("id", "=", message.id).execute()).toEqual([]);
      expect(await app.deps.blobs.has(message.rawKey)).toBe(false);
      expect(await app.deps.blobs.has(message.attachmentKeys[0] ?? "")).toBe(false);
    });

    it("are kept by the sweep of blobs no row holds", async () => {
      const app = use();
      const owner = await mailOwner(app);
      const domain = await verifiedDomain(dns, owner.mail);
      const box = (await owner.mail.addMailbox(domain.id, { local_part: "info", display_name: "Info" })).body;
      const message = await storeMessage(
        app,
        { id: box.id, organizationId: owner.organization.id },
        { attachments: ["y"] },
      );
      const { deleted } = await sweepBlobs(app.deps, { graceMs: 0, now: new Date(Date.now() + 1000) });
      expect(deleted).not.toContain(message.rawKey);
      expect(await app.deps.blobs.has(message.rawKey)).toBe(true);
      expect(await app.deps.blobs.has(message.attachmentKeys[0] ?? "")).toBe(true);
    });
  },
  () => ({ ...MAIL_ENV, DNS_SERVERS: dns.address }),
);
