import { forbiddenMessage } from "@common/permissions";
import { DEFAULT_QUOTA_BYTES } from "@common/schemas/mail";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addMember, apiAs } from "../../test/api";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { MAIL_MESSAGES } from "./mail-messages";
import { MAIL_ENV, mailApi, mailOwner, storeMessage, verifiedDomain } from "./mail-test-kit";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

/** An owner with a verified domain. */
async function ownerWithDomain(app: TestApp) {
  const owner = await mailOwner(app);
  const domain = await verifiedDomain(dns, owner.mail);
  return { ...owner, domain };
}

describeEachDb(
  "mailboxes",
  (use) => {
    it("adds a mailbox at a lower-case address, with 5 GB by default, and lists it", async () => {
      const owner = await ownerWithDomain(use());
      const { status, body } = await owner.mail.addMailbox(owner.domain.id, {
        local_part: " Info ",
        display_name: "Info at the bakery",
        member_ids: [owner.user.id],
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        domain_id: owner.domain.id,
        address: `info@${owner.domain.domain}`,
        local_part: "info",
        display_name: "Info at the bakery",
        member_ids: [owner.user.id],
        quota_bytes: DEFAULT_QUOTA_BYTES,
        used_bytes: 0,
        unread: 0,
      });
      const sales = await owner.mail.addMailbox(owner.domain.id, {
        local_part: "sales",
        display_name: "Sales",
        quota_bytes: 20 * 1024 ** 3,
      });
      expect(sales.body).toMatchObject({ member_ids: [], quota_bytes: 20 * 1024 ** 3 });
      expect((await owner.mail.mailboxes(owner.domain.id)).body.mailboxes).toEqual([body, sales.body]);

      for (const [input, message] of [
        [{ local_part: ".info", display_name: "x" }, "Use letters, digits and . _ + - (not at the start or end)"],
        [{ local_part: "a b", display_name: "x" }, "Use letters, digits and . _ + - (not at the start or end)"],
        [{ local_part: "x", display_name: " " }, "Enter the name mail is sent under"],
        [{ local_part: "x", display_name: "x", quota_bytes: 1024 }, "A mailbox holds at least 10 MB"],
      ] as const) {
        const refused = await owner.mail.addMailbox(owner.domain.id, input);
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toContain(message);
      }
    });

    it("keeps each address one mailbox's or one alias's (409), on its own domain only", async () => {
      const owner = await ownerWithDomain(use());
      const other = await verifiedDomain(dns, owner.mail);
      const box = (await owner.mail.addMailbox(owner.domain.id, { local_part: "info", display_name: "Info" })).body;
      await owner.mail.addAlias(owner.domain.id, { kind: "alias", local_part: "hello", mailbox_ids: [box.id] });
      for (const local of ["INFO", "hello"]) {
        const taken = await owner.mail.addMailbox(owner.domain.id, { local_part: local, display_name: "Again" });
        expect(taken.status).toBe(409);
        expect(taken.body.error).toEqual({
          code: "CONFLICT",
          message: `${local.toLowerCase()}@${owner.domain.domain} is already taken`,
        });
      }
      expect((await owner.mail.addMailbox(other.id, { local_part: "info", display_name: "Info" })).status).toBe(201);
    });

    it("gives a mailbox to members of the organization only", async () => {
      const app = use();
      const owner = await ownerWithDomain(app);
      const viewer = await addMember(app, owner.user, owner.organization.id, "viewer");
      const outsider = await app.signUp();
      const refused = await owner.mail.addMailbox(owner.domain.id, {
        local_part: "info",
        display_name: "Info",
        member_ids: [viewer.id, outsider.id],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(MAIL_MESSAGES.notMembers);
      const made = await owner.mail.addMailbox(owner.domain.id, {
        local_part: "info",
        display_name: "Info",
        member_ids: [viewer.id, viewer.id],
      });
      expect(made.body.member_ids).toEqual([viewer.id]);
      const changed = await owner.mail.updateMailbox(made.body.id, { member_ids: [outsider.id] });
      expect(changed.status).toBe(400);
      expect(changed.body.error.message).toBe(MAIL_MESSAGES.notMembers);
    });

    it("counts the unread mail of the inbox and shows the bytes used", async () => {
      const app = use();
      const owner = await ownerWithDomain(app);
      const box = (await owner.mail.addMailbox(owner.domain.id, { local_part: "info", display_name: "Info" })).body;
      const where = { id: box.id, organizationId: owner.organization.id };
      await storeMessage(app, where);
      await storeMessage(app, where);
      await storeMessage(app, where, { unread: false });
      await storeMessage(app, where, { folder: "spam" });
      await app.deps.db.kysely
        .updateTable("mailboxes")
        .set({ used_bytes: 3 * 1024 ** 3 })
        .where("id", "=", box.id)
        .execute();
      const [listed] = (await owner.mail.mailboxes(owner.domain.id)).body.mailboxes;
      expect(listed).toMatchObject({ unread: 2, used_bytes: 3 * 1024 ** 3 });
    });

    it("changes only what a change names: name, members or quota", async () => {
      const app = use();
      const owner = await ownerWithDomain(app);
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const box = (
        await owner.mail.addMailbox(owner.domain.id, {
          local_part: "info",
          display_name: "Info",
          member_ids: [owner.user.id],
          quota_bytes: 1024 ** 3,
        })
      ).body;
      const renamed = await owner.mail.updateMailbox(box.id, { display_name: "Bakery info" });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        display_name: "Bakery info",
        member_ids: [owner.user.id],
        quota_bytes: 1024 ** 3,
      });
      const members = await owner.mail.updateMailbox(box.id, { member_ids: [editor.id], quota_bytes: 2 * 1024 ** 3 });
      expect(members.body).toMatchObject({
        display_name: "Bakery info",
        member_ids: [editor.id],
        quota_bytes: 2 * 1024 ** 3,
      });
      expect((await owner.mail.mailboxes(owner.domain.id)).body.mailboxes).toEqual([members.body]);
      expect((await owner.mail.updateMailbox(box.id, {})).body).toEqual(members.body);
    });

    it("shows admins and owners every mailbox, everyone else only those given to them", async () => {
      const app = use();
      const owner = await ownerWithDomain(app);
      const admin = await addMember(app, owner.user, owner.organization.id, "admin");
      const viewer = await addMember(app, owner.user, owner.organization.id, "viewer");
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const info = (await owner.mail.addMailbox(owner.domain.id, { local_part: "info", display_name: "Info" })).body;
      const own = (
        await owner.mail.addMailbox(owner.domain.id, {
          local_part: "thandi",
          display_name: "Thandi",
          member_ids: [viewer.id],
        })
      ).body;
      const ids = async (user: typeof admin) =>
        (await mailApi(apiAs(app, user).call).mailboxes(owner.domain.id)).body.mailboxes.map((m) => m.id);
      expect(await ids(owner.user)).toEqual([info.id, own.id]);
      expect(await ids(admin)).toEqual([info.id, own.id]);
      expect(await ids(viewer)).toEqual([own.id]);
      expect(await ids(editor)).toEqual([]);

      for (const [role, user] of [
        ["viewer", viewer],
        ["editor", editor],
      ] as const) {
        const member = mailApi(apiAs(app, user).call);
        for (const response of [
          await member.addMailbox(owner.domain.id, { local_part: "x", display_name: "X" }),
          await member.updateMailbox(own.id, { display_name: "Mine" }),
          await member.removeMailbox(own.id),
        ]) {
          expect(response.status).toBe(403);
          expect(response.body.error.message).toBe(forbiddenMessage(role, "mail:manage"));
        }
      }
      const byAdmin = mailApi(apiAs(app, admin).call);
      expect((await byAdmin.updateMailbox(own.id, { display_name: "Thandi M" })).status).toBe(200);
    });

    it("answers another organization's domain and mailbox as missing", async () => {
      const app = use();
      const owner = await ownerWithDomain(app);
      const box = (await owner.mail.addMailbox(owner.domain.id, { local_part: "info", display_name: "Info" })).body;
      const stranger = await ownerWithDomain(app);
      for (const response of [
        await stranger.mail.mailboxes(owner.domain.id),
        await stranger.mail.addMailbox(owner.domain.id, { local_part: "x", display_name: "X" }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: "NOT_FOUND", message: MAIL_MESSAGES.domainNotFound });
      }
      for (const response of [
        await stranger.mail.updateMailbox(box.id, { display_name: "Mine" }),
        await stranger.mail.removeMailbox(box.id),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: "NOT_FOUND", message: MAIL_MESSAGES.mailboxNotFound });
      }
      expect((await owner.mail.mailboxes(owner.domain.id)).body.mailboxes).toEqual([box]);
    });

    it("removes a mailbox with its messages and their blobs; its aliases deliver to the others, or go", async () => {
      const app = use();
      const db = app.deps.db.kysely;
      const owner = await ownerWithDomain(app);
      const add = async (local_part: string) =>
        (await owner.mail.addMailbox(owner.domain.id, { local_part, display_name: local_part })).body;
      const info = await add("info");
      const sales = await add("sales");
      const both = (
        await owner.mail.addAlias(owner.domain.id, {
          kind: "alias",
          local_part: "team",
          mailbox_ids: [info.id, sales.id],
        })
      ).body;
      const only = (
        await owner.mail.addAlias(owner.domain.id, { kind: "alias", local_part: "hello", mailbox_ids: [info.id] })
      ).body;
      const message = await storeMessage(
        app,
        { id: info.id, organizationId: owner.organization.id },
        { attachments: ["a"] },
      );

      expect((await owner.mail.removeMailbox(info.id)).status).toBe(204);
      expect((await owner.mail.mailboxes(owner.domain.id)).body.mailboxes.map((m) => m.id)).toEqual([sales.id]);
      expect(await db.selectFrom("mail_messages").select("id").where("mailbox_id", "=", info.id).execute()).toEqual([]);
      expect(await app.deps.blobs.has(message.rawKey)).toBe(false);
      expect(await app.deps.blobs.has(message.attachmentKeys[0] ?? "")).toBe(false);
      const aliases = (await owner.mail.aliases(owner.domain.id)).body.aliases;
      expect(aliases.map((a) => [a.id, a.mailbox_ids])).toEqual([[both.id, [sales.id]]]);
      expect(aliases.some((a) => a.id === only.id)).toBe(false);
      expect((await owner.mail.removeMailbox(info.id)).status).toBe(404);
      // The address is free again.
      expect((await owner.mail.addMailbox(owner.domain.id, { local_part: "info", display_name: "Info" })).status).toBe(
        201,
      );
    });
  },
  () => ({ ...MAIL_ENV, DNS_SERVERS: dns.address }),
);
