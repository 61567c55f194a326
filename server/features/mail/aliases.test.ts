import { forbiddenMessage } from "@common/permissions";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addMember, apiAs } from "../../test/api";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { MAIL_MESSAGES } from "./mail-messages";
import { MAIL_ENV, mailApi, mailOwner, verifiedDomain } from "./mail-test-kit";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

/** An owner with a verified domain and two mailboxes on it. */
async function ownerWithMailboxes(app: TestApp) {
  const owner = await mailOwner(app);
  const domain = await verifiedDomain(dns, owner.mail);
  const add = async (local_part: string) =>
    (await owner.mail.addMailbox(domain.id, { local_part, display_name: local_part })).body;
  return { ...owner, domain, info: await add("info"), sales: await add("sales") };
}

describeEachDb(
  "mail aliases",
  (use) => {
    it("adds aliases to mailboxes, forwards to outside addresses and one catch-all, and lists them", async () => {
      const owner = await ownerWithMailboxes(use());
      const { domain, info, sales } = owner;
      const alias = await owner.mail.addAlias(domain.id, {
        kind: "alias",
        local_part: "Team",
        mailbox_ids: [info.id, sales.id, info.id],
      });
      expect(alias.status).toBe(201);
      expect(alias.body).toMatchObject({
        domain_id: domain.id,
        kind: "alias",
        address: `team@${domain.domain}`,
        mailbox_ids: [info.id, sales.id],
        addresses: [],
      });
      const forward = await owner.mail.addAlias(domain.id, {
        kind: "forward",
        local_part: "accounts",
        addresses: ["Bookkeeper@Numbers.example", "owner@gmail.example"],
      });
      expect(forward.status).toBe(201);
      expect(forward.body).toMatchObject({
        kind: "forward",
        address: `accounts@${domain.domain}`,
        mailbox_ids: [],
        addresses: ["bookkeeper@numbers.example", "owner@gmail.example"],
      });
      const catchAll = await owner.mail.addAlias(domain.id, { kind: "catch_all", mailbox_ids: [info.id] });
      expect(catchAll.status).toBe(201);
      expect(catchAll.body).toMatchObject({ kind: "catch_all", address: `*@${domain.domain}`, mailbox_ids: [info.id] });
      expect((await owner.mail.aliases(domain.id)).body.aliases).toEqual([catchAll.body, forward.body, alias.body]);

      const again = await owner.mail.addAlias(domain.id, { kind: "catch_all", mailbox_ids: [sales.id] });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(MAIL_MESSAGES.catchAllTaken(domain.domain));
    });

    it("keeps each address one mailbox's or one alias's (409)", async () => {
      const owner = await ownerWithMailboxes(use());
      const { domain, info } = owner;
      await owner.mail.addAlias(domain.id, {
        kind: "forward",
        local_part: "hello",
        addresses: ["a@elsewhere.example"],
      });
      for (const local_part of ["info", "HELLO"]) {
        const taken = await owner.mail.addAlias(domain.id, { kind: "alias", local_part, mailbox_ids: [info.id] });
        expect(taken.status).toBe(409);
        expect(taken.body.error).toEqual({
          code: "CONFLICT",
          message: MAIL_MESSAGES.addressTaken(`${local_part.toLowerCase()}@${domain.domain}`),
        });
      }
    });

    it("delivers an alias only to mailboxes of its own domain, and forwards only elsewhere", async () => {
      const app = use();
      const owner = await ownerWithMailboxes(app);
      const other = await verifiedDomain(dns, owner.mail);
      const elsewhere = (await owner.mail.addMailbox(other.id, { local_part: "info", display_name: "Info" })).body;
      const stranger = await ownerWithMailboxes(app);
      for (const mailbox_ids of [[elsewhere.id], [owner.info.id, stranger.info.id], ["no-such-mailbox"]]) {
        const refused = await owner.mail.addAlias(owner.domain.id, { kind: "alias", local_part: "team", mailbox_ids });
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toBe(MAIL_MESSAGES.aliasTargets(owner.domain.domain));
      }
      const catchAll = await owner.mail.addAlias(owner.domain.id, { kind: "catch_all", mailbox_ids: [elsewhere.id] });
      expect(catchAll.status).toBe(400);

      const loop = await owner.mail.addAlias(owner.domain.id, {
        kind: "forward",
        local_part: "team",
        addresses: ["friend@elsewhere.example", `Info@${owner.domain.domain.toUpperCase()}`],
      });
      expect(loop.status).toBe(400);
      expect(loop.body.error.message).toBe(
        MAIL_MESSAGES.forwardLoop(`info@${owner.domain.domain}`, owner.domain.domain),
      );
      const invalid = await owner.mail.addAlias(owner.domain.id, {
        kind: "forward",
        local_part: "team",
        addresses: ["not an address"],
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.message).toContain("Enter a valid email address");
      expect((await owner.mail.aliases(owner.domain.id)).body.aliases).toEqual([]);
    });

    it("removes an alias; another organization's answer as missing, and roles below admin are refused", async () => {
      const app = use();
      const owner = await ownerWithMailboxes(app);
      const alias = (
        await owner.mail.addAlias(owner.domain.id, { kind: "alias", local_part: "team", mailbox_ids: [owner.info.id] })
      ).body;
      const stranger = await ownerWithMailboxes(app);
      for (const response of [
        await stranger.mail.aliases(owner.domain.id),
        await stranger.mail.addAlias(owner.domain.id, { kind: "catch_all", mailbox_ids: [stranger.info.id] }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: "NOT_FOUND", message: MAIL_MESSAGES.domainNotFound });
      }
      const theirs = await stranger.mail.removeAlias(alias.id);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toEqual({ code: "NOT_FOUND", message: MAIL_MESSAGES.aliasNotFound });

      const viewer = mailApi(apiAs(app, await addMember(app, owner.user, owner.organization.id, "viewer")).call);
      expect((await viewer.aliases(owner.domain.id)).body.aliases).toEqual([alias]);
      for (const response of [
        await viewer.addAlias(owner.domain.id, { kind: "catch_all", mailbox_ids: [owner.info.id] }),
        await viewer.removeAlias(alias.id),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.error.message).toBe(forbiddenMessage("viewer", "mail:manage"));
      }

      expect((await owner.mail.removeAlias(alias.id)).status).toBe(204);
      expect((await owner.mail.aliases(owner.domain.id)).body.aliases).toEqual([]);
      expect((await owner.mail.removeAlias(alias.id)).status).toBe(404);
    });
  },
  () => ({ ...MAIL_ENV, DNS_SERVERS: dns.address }),
);
