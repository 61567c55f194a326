import { FORM_MAX_PER_SITE, formMessages } from "@common/forms";
import type { FormSummary, Submission } from "@common/schemas/forms";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { addMember, type ErrorBody } from "../../test/api";
import { postForm } from "../../test/forms";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";

type Page = { submissions: Submission[]; next_cursor: string | null };

/** A published site of its own, and a way to post to its forms as visitors (spam guard passed). */
async function siteWithForms(app: TestApp, name: string) {
  const owner = await ownerWithSite(app, name);
  await owner.publish();
  const base = `/api/sites/${owner.site.id}`;
  async function send(form: string, fields: Record<string, string> | [string, string][], referer = "/contact") {
    const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
    body.set("_t", String(Date.now() - 10_000));
    const response = await postForm(app, owner.site.slug, form, body, { json: true, referer });
    expect(response.status).toBe(201);
  }
  async function page(query = ""): Promise<Page> {
    const { status, body } = await owner.api.call<Page>("GET", `${base}/submissions${query}`);
    expect(status).toBe(200);
    return body;
  }
  async function forms(): Promise<FormSummary[]> {
    return (await owner.api.call<{ forms: FormSummary[] }>("GET", `${base}/forms`)).body.forms;
  }
  return { owner, base, send, page, forms };
}

describeEachDb("the form inbox", (use) => {
  describe("forms", () => {
    let site: Awaited<ReturnType<typeof siteWithForms>>;
    beforeAll(async () => {
      site = await siteWithForms(use(), "Inbox Bakery");
    });

    it("lists each form by name with its inbox, unread and spam counts and its last submission", async () => {
      await site.send("newsletter", { email: "n@example.com" });
      await site.send("contact", { message: "one" });
      await site.send("contact", { message: "two" });
      await site.send("contact", { message: "buy viagra now" });
      const first = (await site.page("?form=contact")).submissions.at(-1);
      await site.owner.api.call("PATCH", `${site.base}/submissions/${first?.id}`, { read: true });
      const forms = await site.forms();
      expect(forms.map((form) => form.name)).toEqual(["contact", "newsletter"]);
      expect(forms[0]).toMatchObject({ name: "contact", total: 2, unread: 1, spam: 1 });
      const newest = (await site.page("?form=contact&limit=1")).submissions[0];
      expect(forms[0]?.last_submitted_at).toBe(newest?.created_at);
      expect(forms[1]).toMatchObject({ name: "newsletter", total: 1, unread: 1, spam: 0 });
    });

    it("gives each form's fields the labels of the live site's form, and a form the pages do not hold none", async () => {
      const { owner } = site;
      expect((await site.forms()).find((form) => form.name === "contact")?.labels).toEqual({
        name: "Name",
        email: "Email",
        message: "Message",
      });
      await owner.save(
        "pages/Contact.jsx",
        `import { Form } from "webcraft";
export default function Contact() {
  return (
    <Form name="contact">
      <label>Your name <input name="full_name" /></label>
      <label htmlFor="when">When suits you?</label>
      <input id="when" name="when" />
    </Form>
  );
}
`,
      );
      await owner.publish();
      expect((await site.forms()).find((form) => form.name === "contact")?.labels).toEqual({
        full_name: "Your name",
        when: "When suits you?",
      });
      // A form the pages do not hold has no labels: the inbox words its fields' names.
      expect((await site.forms()).find((form) => form.name === "newsletter")?.labels).toEqual({});
    });

    it("sets who is mailed (members only) and the webhook URL, its secret shown once", async () => {
      const app = use();
      const { owner, base } = site;
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const stranger = await app.signUp();
      const refused = await owner.api.call<ErrorBody>("PATCH", `${base}/forms/contact`, {
        member_ids: [editor.id, stranger.id],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(formMessages.notMember);
      const chosen = await owner.api.call<{ form: FormSummary; webhook_secret: string | null }>(
        "PATCH",
        `${base}/forms/contact`,
        { member_ids: [editor.id, owner.user.id, editor.id] },
      );
      expect(chosen.status).toBe(200);
      expect(chosen.body.form.notify).toEqual({ member_ids: [editor.id, owner.user.id], webhook_url: null });
      expect(chosen.body.webhook_secret).toBeNull();

      for (const [url, message] of [
        ["ftp://example.com/hook", "Enter a full URL starting with https:// or http://."],
        ["https://user:pw@example.com/hook", "Remove the user name and password from the URL."],
      ]) {
        const bad = await owner.api.call<ErrorBody>("PATCH", `${base}/forms/contact`, { webhook_url: url });
        expect(bad.status).toBe(400);
        expect(bad.body.error.message).toBe(message);
      }
      const first = await owner.api.call<{ form: FormSummary; webhook_secret: string | null }>(
        "PATCH",
        `${base}/forms/contact`,
        { webhook_url: "https://hooks.example.com/forms" },
      );
      expect(first.body.webhook_secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(first.body.form).toMatchObject({
        has_webhook_secret: true,
        notify: { member_ids: [editor.id, owner.user.id], webhook_url: "https://hooks.example.com/forms" },
      });
      const second = await owner.api.call<{ form: FormSummary; webhook_secret: string | null }>(
        "PATCH",
        `${base}/forms/contact`,
        { webhook_url: "https://hooks.example.com/other" },
      );
      expect(second.body.webhook_secret).toBeNull();
      const removed = await owner.api.call<{ form: FormSummary }>("PATCH", `${base}/forms/contact`, {
        webhook_url: null,
      });
      expect(removed.body.form).toMatchObject({ has_webhook_secret: true, notify: { webhook_url: null } });
      expect(JSON.stringify(await site.forms())).not.toContain(first.body.webhook_secret);
      const nothing = await owner.api.call<ErrorBody>("PATCH", `${base}/forms/contact`, {});
      expect(nothing.status).toBe(400);
    });

    it("creates a form an admin names, up to 100 per site", async () => {
      const { owner, base } = site;
      const created = await owner.api.call<{ form: FormSummary }>("PATCH", `${base}/forms/quote`, { member_ids: [] });
      expect(created.body.form).toMatchObject({ name: "quote", total: 0, last_submitted_at: null });
      const existing = (await site.forms()).length;
      for (let n = existing; n < FORM_MAX_PER_SITE; n++) {
        const made = await owner.api.call("PATCH", `${base}/forms/form-${n}`, { member_ids: [] });
        expect(made.status).toBe(200);
      }
      const over = await owner.api.call<ErrorBody>("PATCH", `${base}/forms/one-too-many`, { member_ids: [] });
      expect(over.status).toBe(409);
      expect(over.body.error.message).toBe(formMessages.tooManyForms);
      const visitor = await postForm(use(), owner.site.slug, "one-too-many", { q: "hi" }, { json: true });
      expect(visitor.status).toBe(409);
      expect((await postForm(use(), owner.site.slug, "contact", { q: "hi" }, { json: true })).status).toBe(201);
      expect(await site.forms()).toHaveLength(FORM_MAX_PER_SITE);
      const missing = await owner.api.call<ErrorBody>("GET", `${base}/forms/nope/webhook-deliveries`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(formMessages.formNotFound);
    });
  });

  describe("submissions", () => {
    let site: Awaited<ReturnType<typeof siteWithForms>>;
    beforeAll(async () => {
      site = await siteWithForms(use(), "Sorting Bakery");
      await site.send("contact", { name: "Ada", message: "Wedding cake for 50% of the guests" });
      await site.send("contact", { name: "Bea", message: "Ünïcode CAKE order" });
      await site.send("quote", { name: "Cy", message: "A birthday cake, please" });
      await site.send("contact", { name: "Dee", message: "Is the bakery open on Sunday?" });
      await site.send("contact", { name: "Eve", message: "casino offer" });
    });

    it("lists the inbox newest first, a page at a time, and Spam apart", async () => {
      const all = await site.page("?limit=100");
      expect(all.submissions.map((s) => s.fields[0]?.value)).toEqual(["Dee", "Cy", "Bea", "Ada"]);
      expect(all.next_cursor).toBeNull();
      const first = await site.page("?limit=3");
      expect(first.submissions.map((s) => s.fields[0]?.value)).toEqual(["Dee", "Cy", "Bea"]);
      const second = await site.page(`?limit=3&cursor=${first.next_cursor}`);
      expect(second.submissions.map((s) => s.fields[0]?.value)).toEqual(["Ada"]);
      expect(second.next_cursor).toBeNull();
      const spam = await site.page("?folder=spam");
      expect(spam.submissions.map((s) => [s.fields[0]?.value, s.spam_reason])).toEqual([["Eve", "keywords"]]);
    });

    it("narrows by form, by words in any value (all of them, in any case), and by unread", async () => {
      const names = async (query: string) => (await site.page(query)).submissions.map((s) => s.fields[0]?.value);
      expect(await names("?form=quote")).toEqual(["Cy"]);
      expect(await names("?form=no-such-form")).toEqual([]);
      expect(await names("?q=cake")).toEqual(["Cy", "Bea", "Ada"]);
      expect(await names("?q=CAKE%20wedding")).toEqual(["Ada"]);
      expect(await names("?q=%C3%BCn%C3%AFcode")).toEqual(["Bea"]);
      expect(await names(`?q=${encodeURIComponent("50%")}`)).toEqual(["Ada"]);
      expect(await names("?q=5_%25")).toEqual([]);
      expect(await names("?q=dee")).toEqual(["Dee"]);
      expect(await names("?folder=spam&q=casino")).toEqual(["Eve"]);
      const bea = (await site.page("?q=bea")).submissions[0];
      await site.owner.api.call("PATCH", `${site.base}/submissions/${bea?.id}`, { read: true });
      expect(await names("?unread=1")).toEqual(["Dee", "Cy", "Ada"]);
      expect(await names("?unread=0")).toEqual(["Dee", "Cy", "Bea", "Ada"]);
    });

    it("narrows by days, from and to both included, in UTC", async () => {
      const app = use();
      const { submissions } = await site.page("?limit=100");
      const days = [
        "2024-02-28T23:59:59.999Z",
        "2024-02-29T00:00:00.000Z",
        "2024-02-29T12:00:00.000Z",
        "2024-03-01T00:00:00.000Z",
      ];
      for (const [index, submission] of submissions.entries()) {
        await app.deps.db.kysely
          .updateTable("form_submissions")
          .set({ created_at: days[index] ?? days[0] ?? "" })
          .where("id", "=", submission.id)
          .execute();
      }
      const count = async (query: string) => (await site.page(query)).submissions.length;
      expect(await count("?from=2024-02-29&to=2024-02-29")).toBe(2);
      expect(await count("?from=2024-02-29")).toBe(3);
      expect(await count("?to=2024-02-28")).toBe(1);
      for (const query of ["?from=2024-02-30", "?to=2023-02-29", "?from=29-02-2024"]) {
        const refused = await site.owner.api.call<ErrorBody>("GET", `${site.base}/submissions${query}`);
        expect(refused.status, query).toBe(400);
        expect(refused.body.error.code).toBe("VALIDATION_FAILED");
      }
      for (const cursor of ["garbage", Buffer.from('["not a date","x"]').toString("base64url")]) {
        const refused = await site.owner.api.call<ErrorBody>("GET", `${site.base}/submissions?cursor=${cursor}`);
        expect(refused.status).toBe(400);
      }
    });

    it("shows one submission, and marks it read or unread, spam or not spam", async () => {
      const { owner, base } = site;
      const [first] = (await site.page("?limit=1")).submissions;
      const shown = await owner.api.call<Submission>("GET", `${base}/submissions/${first?.id}`);
      expect(shown.body).toEqual(first);
      const read = await owner.api.call<Submission>("PATCH", `${base}/submissions/${first?.id}`, { read: true });
      expect(read.body).toMatchObject({ id: first?.id, read: true, spam: false });
      const moved = await owner.api.call<Submission>("PATCH", `${base}/submissions/${first?.id}`, {
        spam: true,
        read: false,
      });
      expect(moved.body).toMatchObject({ read: false, spam: true, spam_reason: null });
      expect((await site.page("?folder=spam")).submissions.map((s) => s.id)).toContain(first?.id);
      const back = await owner.api.call<Submission>("PATCH", `${base}/submissions/${first?.id}`, { spam: false });
      expect(back.body.spam).toBe(false);
      const nothing = await owner.api.call<ErrorBody>("PATCH", `${base}/submissions/${first?.id}`, {});
      expect(nothing.status).toBe(400);
      // A submission of another site is not found under this one.
      const other = await siteWithForms(use(), "Other Bakery");
      await other.send("contact", { name: "Far" });
      const far = (await other.page()).submissions[0];
      expect((await owner.api.call("GET", `${base}/submissions/${far?.id}`)).status).toBe(404);
      expect((await owner.api.call("GET", `/api/sites/${other.owner.site.id}/submissions/${far?.id}`)).status).toBe(
        404,
      );
    });

    it("acts on many at once, counting only the site's own, and deletes", async () => {
      const app = use();
      const { owner, base } = site;
      const other = await siteWithForms(app, "Neighbour Bakery");
      await other.send("contact", { name: "Not yours" });
      const foreign = (await other.page()).submissions[0]?.id ?? "";
      const ids = (await site.page("?limit=100")).submissions.map((s) => s.id);
      const bulk = async (action: string, chosen: string[]) =>
        owner.api.call<{ updated: number } & ErrorBody>("POST", `${base}/submissions/bulk`, { ids: chosen, action });

      expect((await bulk("read", [...ids, foreign, "no-such-id"])).body.updated).toBe(ids.length);
      expect((await site.page("?unread=1")).submissions).toEqual([]);
      expect((await bulk("unread", ids.slice(0, 2))).body.updated).toBe(2);
      expect((await site.page("?unread=1")).submissions.map((s) => s.id)).toEqual(ids.slice(0, 2));
      expect((await bulk("spam", ids.slice(0, 3))).body.updated).toBe(3);
      expect((await site.page("?limit=100")).submissions.map((s) => s.id)).toEqual(ids.slice(3));
      expect((await bulk("not_spam", ids.slice(0, 1))).body.updated).toBe(1);
      expect((await site.page("?limit=100")).submissions.map((s) => s.id)).toEqual([ids[0], ...ids.slice(3)]);
      expect((await bulk("delete", [ids[0] ?? "", foreign])).body.updated).toBe(1);
      expect((await owner.api.call("GET", `${base}/submissions/${ids[0]}`)).status).toBe(404);
      expect((await other.page()).submissions.map((s) => s.id)).toEqual([foreign]);

      expect((await bulk("delete", [])).status).toBe(400);
      expect((await bulk("archive", ids)).status).toBe(400);
      expect(
        (
          await bulk(
            "read",
            Array.from({ length: 501 }, (_, n) => `id-${n}`),
          )
        ).status,
      ).toBe(400);
      expect((await owner.api.call("DELETE", `${base}/submissions/${ids[1]}`)).status).toBe(204);
      expect((await owner.api.call("DELETE", `${base}/submissions/${ids[1]}`)).status).toBe(404);
    });
  });

  describe("CSV export", () => {
    it("round-trips commas, quotes, line breaks and non-ASCII, oldest first, fields in first-seen order, inbox only", async () => {
      const app = use();
      const site = await siteWithForms(app, "Export Bakery");
      const tricky = 'She said "hi", then left\r\nLine two, with a comma';
      await site.send("contact", [
        ["name", "Zoë Ñandú 日本"],
        ["message", tricky],
      ]);
      await site.send(
        "contact",
        [
          ["email", "b@example.com"],
          ["name", "Bob"],
          ["topic", "a"],
          ["topic", "b"],
        ],
        "/order",
      );
      await site.send("contact", { name: "Spam", message: "crypto giveaway" });
      await site.send("newsletter", { email: "other-form@example.com" });
      const picture = new FormData();
      picture.set("name", "With file");
      picture.set("_t", String(Date.now() - 10_000));
      const pixel = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
        "base64",
      );
      picture.set("photo", new Blob([new Uint8Array(pixel)]), "me.png");
      expect((await postForm(app, site.owner.site.slug, "contact", picture, { json: true })).status).toBe(201);
      await site.send("contact", { name: '=HYPERLINK("http://evil")', message: "+27 82 555 0100" });

      const response = await app.request(`${site.base}/forms/contact/export.csv`, { token: site.owner.user.token });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${site.owner.site.slug}-contact-submissions.csv"`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      expect(text).toContain("\r\n");
      const rows = parse(text, { bom: true }) as string[][];
      expect(rows[0]).toEqual(["Submitted at", "Page", "name", "message", "email", "topic", "photo"]);
      const { submissions } = await site.page("?form=contact&limit=100");
      const times = submissions.map((s) => s.created_at).reverse();
      expect(rows.slice(1)).toEqual([
        [times[0], "/contact", "Zoë Ñandú 日本", tricky, "", "", ""],
        [times[1], "/order", "Bob", "", "b@example.com", "a, b", ""],
        [times[2], "", "With file", "", "", "", "me.png"],
        // A value a spreadsheet would run is written after an apostrophe; a phone number is not.
        [times[3], "/contact", '\'=HYPERLINK("http://evil")', "+27 82 555 0100", "", "", ""],
      ]);

      const stranger = await siteWithForms(app, "Stranger Bakery");
      expect((await stranger.owner.api.call("GET", `${site.base}/forms/contact/export.csv`)).status).toBe(404);
      expect((await site.owner.api.call("GET", `${site.base}/forms/none/export.csv`)).status).toBe(404);
    });
  });
});
