import { escapeHtml } from "@common/escape-html";
import { FORM_MAX_FIELDS, FORM_MAX_FIELDS_BYTES, formMessages } from "@common/forms";
import type { FormSummary, Submission } from "@common/schemas/forms";
import { beforeAll, describe, expect, it } from "vitest";
import { MAIL_QUEUE } from "../../mail/mail-queue";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { nextVisitorIp, postForm } from "../../test/forms";
import { outbox } from "../../test/outbox";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { FORM_MAIL_QUEUE } from "./form-notify";

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

/** A form as a person fills it in: shown ten seconds ago, the honeypot empty. */
function filledIn(fields: Record<string, string>): Record<string, string> {
  return { ...fields, _gotcha: "", _t: String(Date.now() - 10_000) };
}

describeEachDb("posting to a site's forms", (use) => {
  let owner: Owner;
  let slug: string;

  beforeAll(async () => {
    owner = await ownerWithSite(use(), "Form Bakery");
    await owner.publish();
    slug = owner.site.slug;
  });

  async function inbox(query = "") {
    const { body } = await owner.api.call<{ submissions: Submission[] }>(
      "GET",
      `/api/sites/${owner.site.id}/submissions${query}`,
    );
    return body.submissions;
  }

  async function newest(folder = "inbox") {
    return (await inbox(`?folder=${folder}&limit=1`))[0];
  }

  describe("with JavaScript (Accept: application/json)", () => {
    it("answers 201 { ok: true } and keeps the fields in order, a repeated name joined, with page and user agent", async () => {
      const app = use();
      const body = new URLSearchParams([
        ["name", "Ada Lovelace"],
        ["topic", "cakes"],
        ["topic", "bread"],
        ["message", "Hello ünïcode, 日本"],
        ["_gotcha", ""],
        ["_t", String(Date.now() - 10_000)],
      ]);
      const response = await postForm(app, slug, "contact", body, {
        json: true,
        referer: "/contact?lang=en",
        headers: { "user-agent": "Test Browser/1.0" },
      });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ ok: true });
      const stored = await newest();
      expect(stored).toMatchObject({
        form_name: "contact",
        fields: [
          { name: "name", value: "Ada Lovelace" },
          { name: "topic", value: "cakes, bread" },
          { name: "message", value: "Hello ünïcode, 日本" },
        ],
        files: [],
        page: "/contact",
        user_agent: "Test Browser/1.0",
        read: false,
        spam: false,
        spam_reason: null,
      });
    });

    it("takes multipart bodies as the runtime's Form sends them", async () => {
      const app = use();
      const body = new FormData();
      for (const [name, value] of Object.entries(filledIn({ email: "grace@example.com", message: "Multi\r\npart" }))) {
        body.set(name, value);
      }
      const response = await postForm(app, slug, "contact", body, { json: true });
      expect(response.status).toBe(201);
      expect((await newest())?.fields).toEqual([
        { name: "email", value: "grace@example.com" },
        { name: "message", value: "Multi\r\npart" },
      ]);
    });

    it("refuses in JSON with the refusal's code and words", async () => {
      const app = use();
      const response = await postForm(app, slug, "contact", "{}", {
        json: true,
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: { code: "UNSUPPORTED_MEDIA_TYPE", message: formMessages.wrongType },
      });
    });
  });

  describe("without JavaScript", () => {
    it("sends the visitor back to the form's page with ?submitted=1, its query kept", async () => {
      const app = use();
      const plain = await postForm(app, slug, "contact", filledIn({ name: "Plain" }), { referer: "/contact" });
      expect(plain.status).toBe(303);
      expect(plain.headers.get("location")).toBe("/contact?submitted=1");
      const withQuery = await postForm(app, slug, "contact", filledIn({ name: "Query" }), {
        referer: "/contact?lang=fr&submitted=0",
      });
      expect(withQuery.headers.get("location")).toBe("/contact?lang=fr&submitted=1");
    });

    it("goes to _success from the body or, for a form written by hand, from the query", async () => {
      const app = use();
      const fromBody = await postForm(app, slug, "contact", filledIn({ name: "B", _success: "/thanks" }), {
        referer: "/contact",
      });
      expect(fromBody.status).toBe(303);
      expect(fromBody.headers.get("location")).toBe("/thanks");
      const fromQuery = await postForm(app, slug, "newsletter", filledIn({ email: "q@example.com" }), {
        referer: "/",
        query: "?_success=%2Fthanks%3Ffrom%3Dnews",
      });
      expect(fromQuery.headers.get("location")).toBe("/thanks?from=news");
      const both = await postForm(app, slug, "contact", filledIn({ name: "C", _success: "/body-wins" }), {
        query: "?_success=/query-loses",
      });
      expect(both.headers.get("location")).toBe("/body-wins");
    });

    it("never sends the visitor to another host, whatever _success or the Referer says", async () => {
      const app = use();
      for (const success of [
        "https://evil.example/phish",
        "//evil.example/phish",
        "/\\evil.example",
        "javascript:alert(1)",
        "thanks",
        "/th\nanks",
      ]) {
        const response = await postForm(app, slug, "contact", filledIn({ name: "X", _success: success }), {
          referer: "/contact",
        });
        expect(response.status, success).toBe(303);
        expect(response.headers.get("location"), success).toBe("/contact?submitted=1");
      }
      const foreignQuery = await postForm(app, slug, "contact", filledIn({ name: "Y" }), {
        referer: "/contact",
        query: "?_success=https://evil.example/",
      });
      expect(foreignQuery.headers.get("location")).toBe("/contact?submitted=1");
      // A path of our host that another host's address could be read from is not followed either.
      const sneaky = await postForm(app, slug, "contact", filledIn({ name: "W" }), {
        referer: `http://${slug}.${app.env.siteDomain}//evil.example/contact`,
      });
      expect(sneaky.status).toBe(200);
      // A Referer of another host is not the form's page: the inbox thanks the visitor itself.
      const foreignReferer = await postForm(app, slug, "contact", filledIn({ name: "Z" }), {
        referer: "https://evil.example/contact",
      });
      expect(foreignReferer.status).toBe(200);
      expect(foreignReferer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await foreignReferer.text()).toContain("Your message has been sent.");
      expect((await newest())?.page).toBe("");
    });

    it("answers a refusal with a small page on the site's host that leads back to the form", async () => {
      const app = use();
      const response = await postForm(app, slug, "contact", filledIn({ message: "a".repeat(FORM_MAX_FIELDS_BYTES) }), {
        referer: "/contact",
      });
      expect(response.status).toBe(413);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain("Your message was not sent");
      expect(html).toContain(escapeHtml(formMessages.fieldsTooLarge));
      expect(html).toContain('<a href="/contact">Back to the form</a>');
    });
  });

  describe("which forms and sites", () => {
    it("creates an unknown form at its first post, mailing the organization's owners", async () => {
      const app = use();
      const name = "brand-new_Form";
      expect((await postForm(app, slug, name, filledIn({ q: "hi" }), { json: true })).status).toBe(201);
      const { body } = await owner.api.call<{ forms: FormSummary[] }>("GET", `/api/sites/${owner.site.id}/forms`);
      const form = body.forms.find((f) => f.name === name);
      expect(form).toMatchObject({
        total: 1,
        unread: 1,
        spam: 0,
        notify: { member_ids: [owner.user.id], webhook_url: null },
      });
      expect(form?.has_webhook_secret).toBe(false);
    });

    it("refuses a name that is not a form's", async () => {
      const app = use();
      for (const name of ["bad%20name", "a/b", "x".repeat(65), "%E0%A4%A"]) {
        const response = await postForm(app, slug, name, filledIn({ q: "hi" }), { json: true });
        expect(response.status, name).toBe(400);
        expect(((await response.json()) as ErrorBody).error.message).toBe(formMessages.badName);
      }
    });

    it("answers 404 for a host with no site, no published site or a domain that is none of ours", async () => {
      const app = use();
      const missing = await postForm(app, "no-such-site", "contact", filledIn({ q: "hi" }));
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Site not found");
      const unpublished = await owner.api.createSite("Not Yet Published");
      expect((await postForm(app, unpublished.slug, "contact", filledIn({ q: "hi" }))).status).toBe(404);
      const foreign = await app.app.request("http://shop.example.org/_forms/contact", {
        method: "POST",
        headers: { host: "shop.example.org", "content-type": "application/x-www-form-urlencoded" },
        body: "q=hi",
      });
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).toBe("Not Found: this server does not serve that host.\n");
    });

    it("takes a GET of /_forms/… as any other path of the site (its 404 page)", async () => {
      const app = use();
      const host = `${slug}.${app.env.siteDomain}`;
      const response = await app.app.request(`http://${host}/_forms/contact`, { headers: { host } });
      expect(response.status).toBe(404);
    });

    it("asks for the password of a protected site first", async () => {
      const app = use();
      const other = await ownerWithSite(app, "Private Bakery");
      await other.publish();
      const visibility = await other.api.call("PUT", `/api/sites/${other.site.id}/visibility`, {
        visibility: "password",
        password: "open sesame",
      });
      expect(visibility.status).toBe(200);
      const response = await postForm(app, other.site.slug, "contact", filledIn({ q: "hi" }), { json: true });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error.message).toBe(formMessages.passwordFirst);
    });
  });

  describe("the spam guard", () => {
    const cases: [string, Record<string, string>][] = [
      ["honeypot", { message: "Hello", _gotcha: "http://bot.example", _t: String(Date.now() - 60_000) }],
      ["too fast + a link", { message: "Cheap likes at www.bot.example", _gotcha: "", _t: "NOW" }],
      ["links", filledIn({ message: "see http://a.example https://b.example www.c.example http://d.example" })],
      ["keywords", filledIn({ message: "Best CASINO bonus, and our SEO  services too" })],
    ];
    for (const [reason, fields] of cases) {
      it(`puts a post judged "${reason}" in Spam, answers as usual, and lets a member restore it`, async () => {
        const app = use();
        const sent = { ...fields, ...(fields._t === "NOW" && { _t: String(Date.now()) }) };
        const response = await postForm(app, slug, "spam-check", sent, { json: true });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ ok: true });
        const spam = await newest("spam");
        expect(spam).toMatchObject({ form_name: "spam-check", spam: true, spam_reason: reason });
        expect((await inbox("?form=spam-check")).map((s) => s.id)).not.toContain(spam?.id);

        const restored = await owner.api.call<Submission>(
          "PATCH",
          `/api/sites/${owner.site.id}/submissions/${spam?.id}`,
          { spam: false },
        );
        expect(restored.status).toBe(200);
        expect(restored.body).toMatchObject({ spam: false, spam_reason: null });
        expect((await inbox("?form=spam-check")).map((s) => s.id)).toContain(spam?.id);
      });
    }

    it("puts a person who fills a short form in a second in the inbox, and tells the form's members", async () => {
      const app = use();
      const sent = { name: "Thandi", phone: "082 555 0100", _gotcha: "", _t: String(Date.now() - 900) };
      expect((await postForm(app, slug, "booking", sent, { json: true })).status).toBe(201);
      expect(await newest()).toMatchObject({
        form_name: "booking",
        spam: false,
        spam_reason: null,
        fields: [
          { name: "name", value: "Thandi" },
          { name: "phone", value: "082 555 0100" },
        ],
      });
      await app.deps.jobs.drain({ includeDelayed: true, queues: [FORM_MAIL_QUEUE, MAIL_QUEUE] });
      const mails = outbox(app).filter((mail) => mail.headers.get("subject")?.includes('"booking"'));
      expect(mails.map((mail) => mail.headers.get("to"))).toEqual([owner.user.email]);
      expect(mails[0]?.text).toContain("082 555 0100");
    });

    it("does not judge an empty or missing _t (no JavaScript ran), three links, or a _t ahead of our clock", async () => {
      const app = use();
      const posts: Record<string, string>[] = [
        { message: "no script", _gotcha: "", _t: "" },
        { message: "no runtime fields at all" },
        { message: "http://a.example http://b.example http://c.example", _t: "" },
        { message: "clock ahead", _t: String(Date.now() + 120_000) },
      ];
      for (const fields of posts) {
        expect((await postForm(app, slug, "not-spam", fields, { json: true })).status).toBe(201);
        expect(await newest(), fields.message).toMatchObject({
          spam: false,
          fields: [{ name: "message", value: fields.message }],
        });
      }
    });
  });

  describe("the per-address limit", () => {
    it("takes 5 posts a minute per form from one address, then answers 429 with Retry-After", async () => {
      const app = use();
      const ip = nextVisitorIp();
      for (let n = 1; n <= 5; n++) {
        expect((await postForm(app, slug, "limited", filledIn({ n: String(n) }), { json: true, ip })).status).toBe(201);
      }
      const refused = await postForm(app, slug, "limited", filledIn({ n: "6" }), { json: true, ip });
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        error: { code: "RATE_LIMITED", message: formMessages.rateLimited(wait) },
      });

      const page = await postForm(app, slug, "limited", filledIn({ n: "7" }), { ip, referer: "/contact" });
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await page.text();
      expect(html).toContain("Too many messages");
      expect(html).toMatch(/Please try again in \d+ seconds?\./);

      // Another form, or another address, is not held up; nothing refused was stored.
      expect((await postForm(app, slug, "limited-too", filledIn({ n: "1" }), { json: true, ip })).status).toBe(201);
      expect((await postForm(app, slug, "limited", filledIn({ n: "1" }), { json: true })).status).toBe(201);
      expect(await inbox("?form=limited&limit=100")).toHaveLength(6);
    });

    it("holds when one address sends many posts at once", async () => {
      const app = use();
      const ip = nextVisitorIp();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          postForm(app, slug, "burst", filledIn({ n: String(n) }), { json: true, ip }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect(await inbox("?form=burst&limit=100")).toHaveLength(5);
    });
  });

  describe("bad input", () => {
    /** Every refusal is a 4xx in JSON for a page's fetch and in HTML for a browser, and stores nothing. */
    async function refused(
      app: TestApp,
      body: Parameters<typeof postForm>[3],
      headers: Record<string, string>,
      status: number,
      message: string,
    ) {
      const before = (await inbox("?form=bad-input&limit=100")).length;
      const json = await postForm(app, slug, "bad-input", body, { json: true, headers });
      expect(json.status, message).toBe(status);
      expect(((await json.json()) as ErrorBody).error.message).toBe(message);
      const html = await postForm(app, slug, "bad-input", body, { headers, referer: "/contact" });
      expect(html.status, message).toBe(status);
      expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await html.text()).toContain("Your message was not sent");
      expect(await inbox("?form=bad-input&limit=100")).toHaveLength(before);
    }
    const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

    it("refuses fields over 100 KB in all, and takes them at exactly 100 KB", async () => {
      const app = use();
      const name = "message";
      const exactly = "a".repeat(FORM_MAX_FIELDS_BYTES - name.length);
      expect((await postForm(app, slug, "bad-input", { [name]: exactly }, { json: true })).status).toBe(201);
      await refused(app, `${name}=${exactly}a`, urlencoded, 413, formMessages.fieldsTooLarge);
      // Counted in UTF-8 bytes: 40,000 three-byte characters are 120 KB.
      await refused(app, new URLSearchParams({ [name]: "日".repeat(40_000) }), {}, 413, formMessages.fieldsTooLarge);
    });

    it("refuses more than 50 fields, and takes 50", async () => {
      const app = use();
      const fields = (count: number) => new URLSearchParams(Array.from({ length: count }, (_, n) => [`f${n}`, "x"]));
      expect((await postForm(app, slug, "bad-input", fields(FORM_MAX_FIELDS), { json: true })).status).toBe(201);
      await refused(app, fields(FORM_MAX_FIELDS + 1), {}, 400, formMessages.tooManyFields);
      await refused(app, fields(5000), {}, 400, formMessages.tooManyFields);
    });

    it("refuses text that is not UTF-8 or holds a NUL, urlencoded or multipart", async () => {
      const app = use();
      await refused(app, "message=%FF%FEhello", urlencoded, 400, formMessages.invalidText);
      await refused(app, "message=caf%C3", urlencoded, 400, formMessages.invalidText);
      await refused(app, Buffer.from([0x6d, 0x3d, 0xc3, 0x28]), urlencoded, 400, formMessages.invalidText);
      await refused(app, "message=a%00b", urlencoded, 400, formMessages.invalidText);
      const boundary = "----webcraft-test";
      const multipart = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`),
        Buffer.from([0xe2, 0x82]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      await refused(
        app,
        multipart,
        { "content-type": `multipart/form-data; boundary=${boundary}` },
        400,
        formMessages.invalidText,
      );
    });

    it("refuses a body of another type, or one that does not parse", async () => {
      const app = use();
      await refused(app, '{"message":"hi"}', { "content-type": "application/json" }, 415, formMessages.wrongType);
      await refused(app, "message=hi", { "content-type": "text/plain" }, 415, formMessages.wrongType);
      await refused(app, new Uint8Array([1, 2, 3]), {}, 415, formMessages.wrongType);
      const multipart = { "content-type": "multipart/form-data; boundary=abc" };
      await refused(app, "not a multipart body", multipart, 400, formMessages.malformed);
      await refused(app, "--abc\r\nno-headers-end", multipart, 400, formMessages.malformed);
      await refused(
        app,
        "--abc\r\nContent-Type: text/plain\r\n\r\nx\r\n--abc--",
        multipart,
        400,
        formMessages.malformed,
      );
      await refused(app, "--x\r\n\r\n", { "content-type": "multipart/form-data" }, 400, formMessages.malformed);
    });

    it("refuses a body over the whole post's limit unread", async () => {
      const app = use();
      const huge = new Uint8Array(26 * 1024 * 1024).fill(0x61);
      await refused(app, huge, urlencoded, 413, formMessages.tooLarge);
    });
  });

  it("shows another organization's site as not found", async () => {
    const app = use();
    const stranger = await signedUpOwner(app);
    const id = (await newest())?.id;
    for (const path of ["forms", "submissions", `submissions/${id}`, "forms/contact/export.csv"]) {
      const response = await stranger.api.call<ErrorBody>("GET", `/api/sites/${owner.site.id}/${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
