import { createPrivateKey, createPublicKey } from "node:crypto";
import { DOMAIN_MESSAGES } from "@common/domains";
import { forbiddenMessage } from "@common/permissions";
import type { MailRecord } from "@common/schemas/mail";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addMember, apiAs } from "../../test/api";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { describeEachDb } from "../../test/test-app";
import { MAIL_MESSAGES } from "./mail-messages";
import { freshDomain, MAIL_ENV, mailApi, mailOwner, publishRecords, verifiedDomain } from "./mail-test-kit";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

const byPurpose = (records: MailRecord[]) => Object.fromEntries(records.map((r) => [r.purpose, r]));

describeEachDb(
  "mail domains",
  (use) => {
    it("adds a domain with a 2048-bit DKIM key of its own and the four records to create, none found yet", async () => {
      const owner = await mailOwner(use());
      const name = freshDomain();
      const { status, body } = await owner.mail.addDomain(`  ${name.toUpperCase()}. `);
      expect(status).toBe(201);
      expect(body).toMatchObject({ domain: name, verified: false, checked_at: null });
      const selector = `wc${new Date().getUTCFullYear()}${String(new Date().getUTCMonth() + 1).padStart(2, "0")}`;
      const publicKey = body.records[2]?.value.split("p=")[1] ?? "";
      const missing = { status: "missing", found: null };
      expect(body.records).toEqual([
        { type: "MX", name, value: "10 mx.webcraft.test", purpose: "Receiving", ...missing },
        { type: "TXT", name, value: "v=spf1 include:_spf.webcraft.test ~all", purpose: "SPF", ...missing },
        {
          type: "TXT",
          name: `${selector}._domainkey.${name}`,
          value: `v=DKIM1; k=rsa; p=${publicKey}`,
          purpose: "DKIM",
          ...missing,
        },
        {
          type: "TXT",
          name: `_dmarc.${name}`,
          value: `v=DMARC1; p=quarantine; rua=mailto:dmarc@${name}`,
          purpose: "DMARC",
          ...missing,
        },
      ]);
      const key = createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" });
      expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
      const row = await use()
        .deps.db.kysely.selectFrom("mail_domains")
        .selectAll()
        .where("id", "=", body.id)
        .executeTakeFirstOrThrow();
      const fromPrivate = createPublicKey(createPrivateKey(row.dkim_private_key)).export({
        type: "spki",
        format: "der",
      });
      expect(fromPrivate.toString("base64")).toBe(publicKey);

      const other = await owner.mail.addDomain(freshDomain());
      expect(other.body.records[2]?.value).not.toBe(body.records[2]?.value);
      expect((await owner.mail.domains()).body.domains.map((d) => d.id).sort()).toEqual(
        [body.id, other.body.id].sort(),
      );
      expect((await owner.mail.domain(body.id)).body).toEqual(body);
    });

    it("refuses a name of bad form with custom domains' words", async () => {
      const owner = await mailOwner(use());
      const cases: [string, string][] = [
        ["", DOMAIN_MESSAGES.empty],
        ["https://example.co.za/", DOMAIN_MESSAGES.notAlone],
        ["info@example.co.za", DOMAIN_MESSAGES.notAlone],
        ["192.168.1.10", DOMAIN_MESSAGES.ipAddress],
        ["bakery", DOMAIN_MESSAGES.noDot],
        ["shop_1.example.com", DOMAIN_MESSAGES.characters],
        ["x".repeat(1001), DOMAIN_MESSAGES.tooLong],
      ];
      for (const [domain, message] of cases) {
        const { status, body } = await owner.mail.addDomain(domain);
        expect(status, domain).toBe(400);
        expect(body.error.message, domain).toContain(message);
      }
      expect((await owner.mail.domains()).body.domains).toEqual([]);
    });

    it("holds a name for one organization: the same one twice or another's is a 409", async () => {
      const app = use();
      const first = await mailOwner(app);
      const second = await mailOwner(app);
      const name = freshDomain();
      expect((await first.mail.addDomain(name)).status).toBe(201);
      const again = await first.mail.addDomain(name.toUpperCase());
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: "CONFLICT", message: MAIL_MESSAGES.domainAlreadyHere(name) });
      const theirs = await second.mail.addDomain(`${name}.`);
      expect(theirs.status).toBe(409);
      expect(theirs.body.error.message).toBe(
        `${name} is already used for mail by another organization: it can be added here once they remove it`,
      );
      expect((await second.mail.domains()).body.domains).toEqual([]);
    });

    it("checks each record through DNS: found, missing or different, with what was found", async () => {
      const owner = await mailOwner(use());
      const { body: domain } = await owner.mail.addDomain(freshDomain());
      const [mx, spf, dkim, dmarc] = domain.records as [MailRecord, MailRecord, MailRecord, MailRecord];

      const none = await owner.mail.verify(domain.id);
      expect(none.status).toBe(200);
      expect(none.body.verified).toBe(false);
      expect(none.body.checked_at).not.toBeNull();
      expect(none.body.records.map((r) => [r.status, r.found])).toEqual(Array(4).fill(["missing", null]));
      for (const asked of [`MX ${mx.name}`, `TXT ${spf.name}`, `TXT ${dkim.name}`, `TXT ${dmarc.name}`]) {
        expect(dns.asked).toContain(asked);
      }

      // Records that are there but wrong.
      dns.mx.set(mx.name, [{ exchange: "mail.elsewhere.example", priority: 5 }]);
      dns.txt.set(spf.name, ["google-site-verification=abc", "v=spf1 include:_spf.google.com ~all"]);
      dns.txt.set(dkim.name, ["v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAother"]);
      dns.txt.set(dmarc.name, ["some-other-text"]);
      const wrong = byPurpose((await owner.mail.verify(domain.id)).body.records);
      expect(wrong.Receiving).toMatchObject({ status: "different", found: "5 mail.elsewhere.example" });
      expect(wrong.SPF).toMatchObject({ status: "different", found: "v=spf1 include:_spf.google.com ~all" });
      expect(wrong.DKIM).toMatchObject({
        status: "different",
        found: "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAother",
      });
      expect(wrong.DMARC).toMatchObject({ status: "different", found: "some-other-text" });

      // Text at the domain without SPF is no SPF record; two SPF records are one too many.
      dns.txt.set(spf.name, ["google-site-verification=abc"]);
      expect(byPurpose((await owner.mail.verify(domain.id)).body.records).SPF).toMatchObject({
        status: "missing",
        found: null,
      });
      dns.txt.set(spf.name, [spf.value, "v=spf1 -all"]);
      expect(byPurpose((await owner.mail.verify(domain.id)).body.records).SPF).toMatchObject({
        status: "different",
        found: `${spf.value} | v=spf1 -all`,
      });

      // A failed lookup shows as missing, with why.
      dns.failing.add(mx.name);
      const failed = byPurpose((await owner.mail.verify(domain.id)).body.records);
      expect(failed.Receiving).toMatchObject({ status: "missing", found: MAIL_MESSAGES.lookupFailed("ESERVFAIL") });
      expect(failed.SPF).toMatchObject({ status: "missing", found: MAIL_MESSAGES.lookupFailed("ESERVFAIL") });
      dns.failing.delete(mx.name);
      expect(byPurpose((await owner.mail.domain(domain.id)).body.records).SPF?.found).toBe(
        MAIL_MESSAGES.lookupFailed("ESERVFAIL"),
      );

      // Found, as providers really hold them: our MX beside a backup at another priority, SPF with more
      // includes, the DKIM key split in quoted pieces, DMARC with a policy of the owner's choosing.
      dns.mx.set(mx.name, [
        { exchange: "backup.elsewhere.example", priority: 20 },
        { exchange: "MX.webcraft.test", priority: 15 },
      ]);
      dns.txt.set(spf.name, ["v=spf1 include:_spf.google.com +include:_spf.webcraft.test -all"]);
      const key = dkim.value.split("p=")[1] ?? "";
      dns.txt.set(dkim.name, [["v=DKIM1; k=rsa; p=", `${key.slice(0, 200)} `, `"${key.slice(200)}"`]]);
      dns.txt.set(dmarc.name, ["v=DMARC1; p=none"]);
      const found = await owner.mail.verify(domain.id);
      expect(found.body.verified).toBe(true);
      expect(byPurpose(found.body.records)).toMatchObject({
        Receiving: { status: "found", found: "15 mx.webcraft.test, 20 backup.elsewhere.example" },
        SPF: { status: "found", found: "v=spf1 include:_spf.google.com +include:_spf.webcraft.test -all" },
        DKIM: { status: "found" },
        DMARC: { status: "found", found: "v=DMARC1; p=none" },
      });

      // Exactly as shown: nothing to show beside it.
      publishRecords(dns, domain);
      dns.txt.set(spf.name, [spf.value]);
      dns.txt.set(dkim.name, [dkim.value]);
      dns.txt.set(dmarc.name, [dmarc.value]);
      const exact = await owner.mail.verify(domain.id);
      expect(exact.body.records.map((r) => [r.status, r.found])).toEqual(Array(4).fill(["found", null]));
      expect((await owner.mail.domains()).body.domains[0]).toEqual(exact.body);
    });

    it("keeps a verified domain verified while its MX names our host, and unverifies it once mail goes elsewhere", async () => {
      const owner = await mailOwner(use());
      const domain = await verifiedDomain(dns, owner.mail);
      const [mx, , dkim] = domain.records as [MailRecord, MailRecord, MailRecord];

      dns.txt.delete(dkim.name);
      const noKey = await owner.mail.verify(domain.id);
      expect(noKey.body.verified).toBe(true);
      expect(byPurpose(noKey.body.records).DKIM?.status).toBe("missing");

      dns.failing.add(mx.name);
      expect((await owner.mail.verify(domain.id)).body.verified).toBe(true);
      dns.failing.delete(mx.name);

      dns.mx.set(mx.name, [{ exchange: "mail.elsewhere.example", priority: 10 }]);
      const moved = await owner.mail.verify(domain.id);
      expect(moved.body.verified).toBe(false);
      expect((await owner.mail.domain(domain.id)).body.verified).toBe(false);

      publishRecords(dns, domain);
      expect((await owner.mail.verify(domain.id)).body.verified).toBe(true);
    });

    it("answers another organization's domain as missing, and refuses roles that cannot manage mail", async () => {
      const app = use();
      const owner = await mailOwner(app);
      const { body: domain } = await owner.mail.addDomain(freshDomain());
      const stranger = await mailOwner(app);
      for (const response of [
        await stranger.mail.domain(domain.id),
        await stranger.mail.verify(domain.id),
        await stranger.mail.removeDomain(domain.id),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: "NOT_FOUND", message: MAIL_MESSAGES.domainNotFound });
      }

      for (const role of ["viewer", "content", "editor"] as const) {
        const member = mailApi(apiAs(app, await addMember(app, owner.user, owner.organization.id, role)).call);
        expect((await member.domains()).body.domains.map((d) => d.id)).toEqual([domain.id]);
        expect((await member.domain(domain.id)).status).toBe(200);
        for (const response of [
          await member.addDomain(freshDomain()),
          await member.verify(domain.id),
          await member.removeDomain(domain.id),
        ]) {
          expect(response.status, role).toBe(403);
          expect(response.body.error.message).toBe(forbiddenMessage(role, "mail:manage"));
        }
      }
      const admin = mailApi(apiAs(app, await addMember(app, owner.user, owner.organization.id, "admin")).call);
      expect((await admin.verify(domain.id)).status).toBe(200);
      expect((await owner.mail.domain(domain.id)).status).toBe(200);
    });
  },
  () => ({ ...MAIL_ENV, DNS_SERVERS: dns.address }),
);
