import type { FileVersion, SiteFile } from "@common/schemas/files";
import type { SiteDetails } from "@common/schemas/site-details";
import type { Site } from "@common/schemas/sites";
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb } from "../../test/test-app";

type Owner = Awaited<ReturnType<typeof signedUpOwner>>;
// biome-ignore lint/suspicious/noExplicitAny: the tests reach into the details' data by path.
type Loose = any;

/** The lines of `after` that are not in `before` and the reverse: what a diff of two versions shows. */
function changedLines(before: string, after: string) {
  const old = before.split("\n");
  const now = after.split("\n");
  return { removed: old.filter((line) => !now.includes(line)), added: now.filter((line) => !old.includes(line)) };
}

describeEachDb("business details", (use) => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await signedUpOwner(use());
  });

  async function siteFrom(template: string, name = "Lindiwe's Salon") {
    const { status, body } = await owner.api.call<Site>("POST", "/api/sites", { name, template_id: template });
    expect(status).toBe(201);
    return body;
  }
  const details = async (siteId: string) => owner.api.call<SiteDetails>("GET", `/api/sites/${siteId}/details`);
  const save = (siteId: string, body: Record<string, unknown>) =>
    owner.api.call<SiteDetails & ErrorBody>("PUT", `/api/sites/${siteId}/details`, body);
  async function versions(siteId: string, fileId: string) {
    const { body } = await owner.api.call<{ versions: FileVersion[] }>(
      "GET",
      `/api/sites/${siteId}/files/${fileId}/versions`,
    );
    return body.versions;
  }

  it("reads a salon's details with its template's own fields and file version", async () => {
    const site = await siteFrom("salon");
    const { status, body } = await details(site.id);
    expect(status).toBe(200);
    const data = body.data as Loose;
    expect(data.name).toBe("Lindiwe's Salon");
    expect(data.contact.hours[0]).toEqual({ days: "Tuesday to Friday", hours: "08:30 – 18:00" });
    expect(data.copy.services[0]).toMatchObject({ section: "Hair", price: "From R 320" });
    const empty = { src: "", alt: "" };
    expect(data.photos).toEqual({ hero: empty, gallery: [empty, empty, empty, empty] });
    expect(body.template).toEqual({ id: "salon", name: "Salon" });
    expect(body.fields).toEqual([]);
    expect(body.service_fields).toEqual([expect.objectContaining({ key: "section", kind: "text" })]);
    const file = (await owner.api.files(site.id)).find((entry) => entry.full_path === "data/site.json");
    expect(body.file_id).toBe(file?.id);
    expect(body.version_id).toBe(file?.current_version_id);
    expect(body.problems).toEqual([]);
  });

  it("saves a price as a new version that changes one line, named in the history", async () => {
    const site = await siteFrom("salon");
    const before = (await details(site.id)).body;
    const data = structuredClone(before.data) as Loose;
    data.copy.services[3].price = "300";
    const saved = await save(site.id, { data, base_version_id: before.version_id });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Loose).copy.services[3].price).toBe("R 300");
    expect(saved.body.version_id).not.toBe(before.version_id);

    const [latest, previous] = await versions(site.id, before.file_id ?? "");
    expect(latest?.id).toBe(saved.body.version_id);
    expect(latest?.commit_message).toBe("Business details: 1 price");
    expect(changedLines(previous?.content ?? "", latest?.content ?? "")).toEqual({
      removed: [
        expect.stringContaining(
          '"Treatment and steam", "description": "Deep conditioning for dry or damaged hair.", "price": "R 280" },',
        ),
      ],
      added: [
        '      { "section": "Hair", "name": "Treatment and steam", "description": "Deep conditioning for dry or damaged hair.", "price": "R 300" },',
      ],
    });
  });

  it("writes opening hours as typed in the one way, and saves nothing when nothing changed", async () => {
    const site = await siteFrom("salon");
    const before = (await details(site.id)).body;
    const data = structuredClone(before.data) as Loose;
    data.contact.hours = [
      { days: "Monday to Friday", hours: "8:30 - 17:00" },
      { days: "Saturday", hours: "08h00–13h00" },
      { days: "Sunday", hours: "closed" },
    ];
    const saved = await save(site.id, { data, base_version_id: before.version_id });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Loose).contact.hours.map((line: { hours: string }) => line.hours)).toEqual([
      "08:30 – 17:00",
      "08:00 – 13:00",
      "Closed",
    ]);
    expect((await versions(site.id, before.file_id ?? ""))[0]?.commit_message).toBe("Business details: hours");

    const again = await save(site.id, { data: saved.body.data, base_version_id: saved.body.version_id });
    expect(again.status).toBe(200);
    expect(again.body.version_id).toBe(saved.body.version_id);
  });

  it("answers 409 with the current version when someone saved since, and saves nothing", async () => {
    const site = await siteFrom("salon");
    const opened = (await details(site.id)).body;
    const data = structuredClone(opened.data) as Loose;
    data.tagline = "First";
    const first = await save(site.id, { data, base_version_id: opened.version_id });
    expect(first.status).toBe(200);
    data.tagline = "Second";
    const stale = await save(site.id, { data, base_version_id: opened.version_id });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("CONFLICT");
    expect(stale.body.error.message).toBe("Someone changed these details since you opened them");
    const current = stale.body.error.details?.current_version as { id: string; content: string };
    expect(current.id).toBe(first.body.version_id);
    expect(current.content).toContain('"tagline": "First"');
    expect(((await details(site.id)).body.data as Loose).tagline).toBe("First");
  });

  it("refuses details that do not fit, saying which field and why", async () => {
    const site = await siteFrom("salon");
    const opened = (await details(site.id)).body;
    const data = structuredClone(opened.data) as Loose;
    data.contact.email = "not an address";
    data.copy.services[0].name = "";
    data.photos.hero = { src: "/media/front.jpg", alt: "" };
    const refused = await save(site.id, { data, base_version_id: opened.version_id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_FAILED");
    expect(refused.body.error.details?.issues).toEqual(
      expect.arrayContaining([
        { path: "contact.email", message: "Write a valid email address" },
        { path: "copy.services.0.name", message: "Give each service a name" },
        { path: "photos.hero.alt", message: "Say what the photo shows, for people who cannot see it" },
      ]),
    );
    expect((await details(site.id)).body.version_id).toBe(opened.version_id);
  });

  it("checks and saves a church's own fields: service times, events and giving", async () => {
    const site = await siteFrom("church", "St Mark's");
    const opened = (await details(site.id)).body;
    expect(opened.fields.map((field) => field.key)).toEqual(["gatherings", "events", "giving"]);
    const data = structuredClone(opened.data) as Loose;
    data.gatherings[0].time = "about nine";
    const refused = await save(site.id, { data, base_version_id: opened.version_id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details?.issues).toEqual([
      { path: "gatherings.0.time", message: "Write a time such as 08:30" },
    ]);

    data.gatherings[0].time = "7h30";
    data.giving.bank = "Capitec";
    data.events.push({
      date: "1 March",
      time: "18:00",
      title: "Quiz night",
      place: "Hall",
      description: "Teams of six.",
    });
    const saved = await save(site.id, { data, base_version_id: opened.version_id });
    expect(saved.status).toBe(200);
    const file = await owner.api.call<SiteFile>("GET", `/api/sites/${site.id}/files/${opened.file_id}`);
    const written = JSON.parse(file.body.current_version?.content ?? "{}");
    expect(written.gatherings[0].time).toBe("07:30");
    expect(written.giving.bank).toBe("Capitec");
    expect(written.events.at(-1).title).toBe("Quiz night");
    expect(file.body.current_version?.commit_message).toBe("Business details: service times, events, giving");
  });

  it("lists the texts still the template's examples until they are edited or kept", async () => {
    const site = await siteFrom("salon");
    const opened = (await details(site.id)).body;
    // One text each, as the creator counts them: a text is the example while any part of it is.
    expect(opened.samples.map((sample) => sample.key)).toEqual([
      "tagline",
      "contact.phone",
      "contact.whatsapp",
      "contact.email",
      "contact.address",
      "contact.hours",
      "copy.headline",
      "copy.about",
      "copy.services",
    ]);
    const services = opened.samples.find((sample) => sample.key === "copy.services");
    expect(services).toMatchObject({ label: "Services and prices", path: "copy.services.0.description" });
    expect(services?.paths).toHaveLength(24);

    const data = structuredClone(opened.data) as Loose;
    data.copy.about = "Lindiwe has done hair in Durban North since 2009.";
    data.copy.services[3].price = "R 300";
    data.contact.hours[0].hours = "09:00 – 17:00";
    const saved = await save(site.id, { data, base_version_id: opened.version_id });
    const after = saved.body.samples;
    expect(after.map((sample) => sample.key)).not.toContain("copy.about");
    const paths = after.flatMap((sample) => sample.paths);
    expect(paths).not.toContain("copy.services.3.price");
    expect(paths).toContain("copy.services.3.description");
    // Saturday's line is still the sample's: the hours are still an example, found at that line.
    expect(after.find((sample) => sample.key === "contact.hours")?.path).toBe("contact.hours.1.hours");

    const kept = await owner.api.call<{ sample_texts_kept_at: string }>(
      "POST",
      `/api/sites/${site.id}/details/samples/confirm`,
    );
    expect(kept.status).toBe(200);
    expect((await details(site.id)).body.samples).toEqual([]);
  });

  it("counts the template's copy renamed after the business as its example, and a site named as the sample", async () => {
    const site = await siteFrom("church", "Hillcrest Fellowship");
    const samples = (await details(site.id)).body.samples;
    // The church's about text names the church: the new site's names Hillcrest Fellowship instead.
    expect(samples.map((sample) => sample.key)).toContain("copy.about");
    expect(samples.flatMap((sample) => sample.paths)).toContain("events.0.description");
    const unnamed = await owner.api.call<Site>("POST", "/api/sites", { template_id: "trades" });
    const keys = (await details(unnamed.body.id)).body.samples.map((sample) => sample.key);
    expect(keys).toContain("name");
  });

  it("keeps what the form does not know, and says where a broken file goes wrong", async () => {
    const site = await siteFrom("salon");
    const file = (await owner.api.files(site.id)).find((entry) => entry.full_path === "data/site.json") as SiteFile;
    const content = file.current_version?.content ?? "";
    const withOwnKey = content.replace('"logo": "",', '"logo": "",\n  "instagram": "@lindiwe",');
    await owner.api.call("PUT", `/api/sites/${site.id}/files/${file.id}/content`, { content: withOwnKey });
    const opened = (await details(site.id)).body;
    const data = structuredClone(opened.data) as Loose;
    data.tagline = "Hair with heart";
    const saved = await save(site.id, { data, base_version_id: opened.version_id });
    expect(saved.status).toBe(200);
    const [latest] = await versions(site.id, file.id);
    expect(latest?.content).toContain('"instagram": "@lindiwe"');
    expect(changedLines(withOwnKey, latest?.content ?? "").added).toEqual(['  "tagline": "Hair with heart",']);

    const broken = (latest?.content ?? "").replace('"tagline": "Hair with heart",', '"tagline": "Hair with heart"');
    await owner.api.call("PUT", `/api/sites/${site.id}/files/${file.id}/content`, { content: broken });
    const read = await details(site.id);
    expect(read.status).toBe(422);
    const line = broken.split("\n").findIndex((text) => text.includes('"colours"')) + 1;
    expect((read.body as unknown as ErrorBody).error).toEqual({
      code: "INVALID_DATA_FILE",
      message: `data/site.json has a mistake on line ${line}: fix it in Code first`,
      details: { line, column: 3 },
    });
    expect((await save(site.id, { data })).status).toBe(422);
  });

  it("gives a site without a template its common fields, and makes its data/site.json on the first save", async () => {
    const site = await owner.api.createSite("Plain Bakery");
    const opened = (await details(site.id)).body;
    expect(opened).toMatchObject({ template: null, fields: [], file_id: null, version_id: null, samples: [] });
    expect((opened.data as Loose).name).toBe("Plain Bakery");
    const data = structuredClone(opened.data) as Loose;
    data.contact.phone = "+27 21 555 0100";
    const saved = await save(site.id, { data, base_version_id: null });
    expect(saved.status).toBe(200);
    expect(saved.body.file_id).not.toBeNull();
    expect((saved.body.data as Loose).contact.phone).toBe("+27 21 555 0100");
    expect((await save(site.id, { data, base_version_id: null })).status).toBe(409);
  });

  describe("another organization's site", () => {
    it("answers 404 to reading, saving and keeping texts", async () => {
      const site = await siteFrom("salon");
      const stranger = apiAs(use(), (await signedUpOwner(use())).user);
      expect((await stranger.call("GET", `/api/sites/${site.id}/details`)).status).toBe(404);
      expect((await stranger.call("PUT", `/api/sites/${site.id}/details`, { data: { name: "Mine" } })).status).toBe(
        404,
      );
      expect((await stranger.call("POST", `/api/sites/${site.id}/details/samples/confirm`)).status).toBe(404);
      expect(((await details(site.id)).body.data as Loose).name).toBe("Lindiwe's Salon");
    });
  });
});
