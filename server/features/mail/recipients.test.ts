import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { describeEachDb } from "../../test/test-app";
import { freshDomain, MAIL_ENV, mailOwner, verifiedDomain } from "./mail-test-kit";
import { resolveRecipient } from "./recipients";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

describeEachDb(
  "mail recipients",
  (use) => {
    it("resolves an address to its mailbox, alias, forward, +tag or catch-all, on verified domains only", async () => {
      const app = use();
      const db = app.deps.db;
      const owner = await mailOwner(app);
      const domain = await verifiedDomain(dns, owner.mail);
      const d = domain.domain;
      const add = async (local_part: string) =>
        (await owner.mail.addMailbox(domain.id, { local_part, display_name: local_part })).body.id;
      const info = await add("info");
      const sales = await add("sales");
      const infoShop = await add("info+shop");
      await owner.mail.addAlias(domain.id, { kind: "alias", local_part: "team", mailbox_ids: [info, sales] });
      await owner.mail.addAlias(domain.id, {
        kind: "forward",
        local_part: "books",
        addresses: ["keeper@numbers.example"],
      });
      const of = { domainId: domain.id, organizationId: owner.organization.id };
      const mailboxes = (...mailboxIds: string[]) => ({ kind: "mailboxes", mailboxIds, ...of });

      expect(await resolveRecipient(db, `info@${d}`)).toEqual(mailboxes(info));
      expect(await resolveRecipient(db, ` INFO@${d.toUpperCase()} `)).toEqual(mailboxes(info));
      expect(await resolveRecipient(db, `team@${d}`)).toEqual(mailboxes(info, sales));
      expect(await resolveRecipient(db, `books@${d}`)).toEqual({
        kind: "forward",
        addresses: ["keeper@numbers.example"],
        ...of,
      });
      // Subaddressing: the part after + is the sender's label, unless a mailbox has that exact name.
      expect(await resolveRecipient(db, `sales+newsletter@${d}`)).toEqual(mailboxes(sales));
      expect(await resolveRecipient(db, `team+x@${d}`)).toEqual(mailboxes(info, sales));
      expect(await resolveRecipient(db, `books+2026@${d}`)).toMatchObject({ kind: "forward" });
      expect(await resolveRecipient(db, `info+shop@${d}`)).toEqual(mailboxes(infoShop));
      expect(await resolveRecipient(db, `info+other@${d}`)).toEqual(mailboxes(info));

      for (const unknown of [`nobody@${d}`, `nobody+x@${d}`, `+x@${d}`, `*@${d}`, "", "info", `@${d}`, "info@"]) {
        expect(await resolveRecipient(db, unknown), unknown).toEqual({ kind: "unknown" });
      }
      expect(await resolveRecipient(db, `info@not-ours-${d}`)).toEqual({ kind: "unknown" });

      // The catch-all takes what nothing else holds.
      await owner.mail.addAlias(domain.id, { kind: "catch_all", mailbox_ids: [sales] });
      expect(await resolveRecipient(db, `nobody@${d}`)).toEqual(mailboxes(sales));
      expect(await resolveRecipient(db, `nobody+x@${d}`)).toEqual(mailboxes(sales));
      expect(await resolveRecipient(db, `info@${d}`)).toEqual(mailboxes(info));

      // A removed mailbox no longer receives, through its alias neither.
      await owner.mail.removeMailbox(info);
      expect(await resolveRecipient(db, `team@${d}`)).toEqual(mailboxes(sales));
      expect(await resolveRecipient(db, `info@${d}`)).toEqual(mailboxes(sales));
    });

    it("answers unverified for a domain of ours not verified yet, and unknown once it is removed", async () => {
      const app = use();
      const owner = await mailOwner(app);
      const name = freshDomain();
      const { body: domain } = await owner.mail.addDomain(name);
      await owner.mail.addMailbox(domain.id, { local_part: "info", display_name: "Info" });
      expect(await resolveRecipient(app.deps.db, `info@${name}`)).toEqual({ kind: "unverified" });
      expect(await resolveRecipient(app.deps.db, `nobody@${name}`)).toEqual({ kind: "unverified" });
      await owner.mail.removeDomain(domain.id);
      expect(await resolveRecipient(app.deps.db, `info@${name}`)).toEqual({ kind: "unknown" });
    });
  },
  () => ({ ...MAIL_ENV, DNS_SERVERS: dns.address }),
);
