import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeHtml } from "@common/escape-html";
import type { FormSummary } from "@common/schemas/forms";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAIL_QUEUE } from "../../mail/mail-queue";
import { addMember } from "../../test/api";
import { postForm } from "../../test/forms";
import { outbox } from "../../test/outbox";
import { ownerWithSite } from "../../test/publishing";
import { allowConsoleError } from "../../test/setup";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { WEBHOOK_QUEUE } from "../../webhooks/deliver-webhook";
import type { WebhookDelivery } from "../../webhooks/webhook-deliveries";
import { verifyWebhookSignature } from "../../webhooks/webhook-signature";
import { FORM_MAIL_QUEUE, visitorEmail } from "./form-notify";

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

/** A real HTTP receiver that answers 200 and keeps what it got. */
function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end("ok");
    });
  });
  return {
    received,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/forms`,
    listen: async () => {
      server.listen(0, "127.0.0.1");
      await once(server, "listening");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDb("notifications of new submissions", (use) => {
  const receiver = startReceiver();
  let owner: Owner;

  beforeAll(async () => {
    await receiver.listen();
    owner = await ownerWithSite(use(), "Notify Bakery");
    await owner.publish();
  });
  afterAll(() => receiver.close());

  const settle = (app: TestApp) =>
    app.deps.jobs.drain({ includeDelayed: true, queues: [FORM_MAIL_QUEUE, WEBHOOK_QUEUE, MAIL_QUEUE] });

  async function send(app: TestApp, form: string, fields: [string, string][]) {
    const body = new URLSearchParams([...fields, ["_t", String(Date.now() - 10_000)]]);
    const response = await postForm(app, owner.site.slug, form, body, { json: true, referer: "/contact" });
    expect(response.status).toBe(201);
    await settle(app);
  }

  it("mails the form's members, listing the fields, with replies going to the visitor", async () => {
    const app = use();
    const editor = await addMember(app, owner.user, owner.organization.id, "editor");
    // A new form mails the owners; the admin adds the editor.
    await send(app, "contact", [
      ["name", "Ada"],
      ["email", "ada@example.com"],
      ["message", "Two <b>cakes</b>, please"],
    ]);
    const before = outbox(app).length;
    const mails = outbox(app).filter((mail) => mail.headers.get("subject")?.includes('"contact"'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.get("to")).toBe(owner.user.email);

    const chosen = await owner.api.call("PATCH", `/api/sites/${owner.site.id}/forms/contact`, {
      member_ids: [owner.user.id, editor.id],
    });
    expect(chosen.status).toBe(200);
    await send(app, "contact", [
      ["name", "Bea"],
      ["email", "bea@example.com"],
      ["message", "Hello"],
    ]);
    const fresh = outbox(app).slice(before);
    expect(fresh.map((mail) => mail.headers.get("to")).sort()).toEqual([owner.user.email, editor.email].sort());
    for (const mail of fresh) {
      expect(mail.headers.get("subject")).toBe('New submission to "contact" on Notify Bakery');
      expect(mail.headers.get("reply-to")).toBe("bea@example.com");
      expect(mail.text).toContain("Name: Bea");
      expect(mail.text).toContain("Message: Hello");
      // The link opens this submission in the inbox.
      expect(mail.text).toMatch(
        new RegExp(`${app.env.appOrigin}/admin/submissions/${owner.site.id}\\?form=contact&(amp;)?submission=[\\w-]+`),
      );
    }
    // The first mail's HTML escaped what the visitor typed.
    expect(mails[0]?.text).toContain(escapeHtml("Two <b>cakes</b>, please"));
    expect(mails[0]?.text).not.toContain("<b>cakes</b></td>");
  });

  it("takes the reply address from the first value that is one when no field is named email", async () => {
    const app = use();
    const before = outbox(app).length;
    await send(app, "callback", [
      ["name", "Cy"],
      ["contact", "cy@example.org"],
    ]);
    const [mail] = outbox(app).slice(before);
    expect(mail?.headers.get("reply-to")).toBe("cy@example.org");
    await send(app, "callback", [["name", "No address"]]);
    const [plain] = outbox(app).slice(before + 1);
    expect(plain?.headers.has("reply-to")).toBe(false);
    expect(
      visitorEmail([
        { name: "Email", value: " not an address " },
        { name: "x", value: "x@y.co" },
      ]),
    ).toBe("x@y.co");
  });

  it("mails no one for spam, and no one the form no longer names", async () => {
    const app = use();
    await owner.api.call("PATCH", `/api/sites/${owner.site.id}/forms/quiet`, { member_ids: [] });
    const before = outbox(app).length;
    await send(app, "quiet", [["message", "nobody hears this"]]);
    await send(app, "contact", [
      ["message", "win at the casino"],
      ["email", "bot@example.com"],
    ]);
    expect(outbox(app).length).toBe(before);
  });

  it("posts each new submission to the form's webhook, signed with the secret shown once", async () => {
    const app = use();
    const set = await owner.api.call<{ form: FormSummary; webhook_secret: string }>(
      "PATCH",
      `/api/sites/${owner.site.id}/forms/order`,
      { member_ids: [], webhook_url: receiver.url() },
    );
    const secret = set.body.webhook_secret;
    expect(secret).toMatch(/^whsec_/);
    await send(app, "order", [
      ["item", "Croissant"],
      ["item", "Bagel"],
      ["email", "dee@example.com"],
    ]);
    await send(app, "order", [["message", "cheap viagra"]]);
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [{ headers: IncomingHttpHeaders; body: string }];
    expect(headers["webcraft-event"]).toBe("form.submitted");
    expect(verifyWebhookSignature(secret, String(headers["webcraft-signature"]), body)).toBe(true);
    const submission = (
      await owner.api.call<{ submissions: { id: string; created_at: string }[] }>(
        "GET",
        `/api/sites/${owner.site.id}/submissions?form=order&limit=1`,
      )
    ).body.submissions[0];
    expect(JSON.parse(body)).toEqual({
      id: headers["webcraft-delivery"],
      event: "form.submitted",
      created_at: expect.any(String),
      data: {
        site: { id: owner.site.id, name: "Notify Bakery", slug: owner.site.slug },
        form: "order",
        submission_id: submission?.id,
        fields: [
          { name: "item", value: "Croissant, Bagel" },
          { name: "email", value: "dee@example.com" },
        ],
        files: [],
        page: "/contact",
        created_at: submission?.created_at,
      },
    });
    const deliveries = await owner.api.call<{ deliveries: WebhookDelivery[] }>(
      "GET",
      `/api/sites/${owner.site.id}/forms/order/webhook-deliveries`,
    );
    expect(deliveries.body.deliveries).toMatchObject([
      {
        id: headers["webcraft-delivery"],
        event: "form.submitted",
        status: "succeeded",
        attempts: 1,
        last_http_status: 200,
      },
    ]);
    expect(JSON.stringify(deliveries.body)).not.toContain(secret);
  });

  it("keeps a submission and its notifications together: when queueing them fails, neither is kept", async () => {
    const app = use();
    const set = await owner.api.call("PATCH", `/api/sites/${owner.site.id}/forms/together`, {
      member_ids: [owner.user.id],
      webhook_url: receiver.url(),
    });
    expect(set.status).toBe(200);
    const inbox = async () =>
      (
        await owner.api.call<{ submissions: unknown[] }>(
          "GET",
          `/api/sites/${owner.site.id}/submissions?form=together&limit=10`,
        )
      ).body.submissions;
    const mailsBefore = outbox(app).length;
    const hooksBefore = receiver.received.length;

    // The webhook's delivery is written last, after the submission and its mail job: make the database refuse it.
    await refuseWebhookDeliveries(app, true);
    allowConsoleError(/deliveries refused/);
    const body = new URLSearchParams([
      ["message", "All or nothing"],
      ["_t", String(Date.now() - 10_000)],
    ]);
    try {
      const failed = await postForm(app, owner.site.slug, "together", body, { json: true });
      expect(failed.status).toBe(500);
    } finally {
      await refuseWebhookDeliveries(app, false);
    }
    await settle(app);
    expect(await inbox()).toHaveLength(0);
    expect(outbox(app).length).toBe(mailsBefore);

    await send(app, "together", [["message", "All or nothing"]]);
    expect(await inbox()).toHaveLength(1);
    expect(outbox(app).length).toBe(mailsBefore + 1);
    expect(receiver.received.length).toBe(hooksBefore + 1);
  });
});

/** A trigger that makes the database refuse new webhook deliveries, or its removal. */
async function refuseWebhookDeliveries(app: TestApp, refuse: boolean) {
  const { kysely: db, dialect } = app.deps.db;
  const statements =
    dialect === "postgres"
      ? refuse
        ? [
            "CREATE FUNCTION refuse_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'deliveries refused'; END $$",
            "CREATE TRIGGER refuse_deliveries BEFORE INSERT ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION refuse_deliveries()",
          ]
        : ["DROP TRIGGER refuse_deliveries ON webhook_deliveries", "DROP FUNCTION refuse_deliveries()"]
      : refuse
        ? [
            "CREATE TRIGGER refuse_deliveries BEFORE INSERT ON webhook_deliveries BEGIN SELECT RAISE(ABORT, 'deliveries refused'); END",
          ]
        : ["DROP TRIGGER refuse_deliveries"];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
