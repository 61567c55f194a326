import { sampleTextsSentence } from "@common/sample-texts";
import type { TemplateExample } from "@common/schemas/templates";
import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, siteDataOf } from "./creator-steps";
import { exampleStatuses, keptEveryExample, remainingExamples } from "./draft-samples";
import { creatorExampleFor } from "./example-texts";

const COPY = {
  headline: "Leave a little lighter",
  intro: "A small salon. Ayanda Hair & Beauty takes care of the rest.",
  about: "Ayanda opened her first chair in Phoenix.",
  services: [{ section: "Hair", name: "Silk press", description: "No chemicals.", price: "From R 450" }],
};
const HOURS = [{ days: "Tuesday to Friday", hours: "08:30 – 18:00" }];
const SALON: TemplateExample = {
  business_name: "Ayanda Hair & Beauty",
  copy: COPY,
  data: {
    name: "Ayanda Hair & Beauty",
    tagline: "Hair in Umhlanga.",
    contact: { phone: "+27 31 561 2278", hours: HOURS },
    copy: COPY,
  },
  fields: { fields: [], service_fields: [] },
};

const draft = (change: Partial<typeof EMPTY_DRAFT> = {}) => ({ ...EMPTY_DRAFT, templateId: "salon", ...change });
const keys = (texts: { key: string }[]) => texts.map((text) => text.key);

describe("the template's example words", () => {
  it("are named after the business, as the new site's will be", () => {
    expect(creatorExampleFor(SALON, "Glow Hair Studio").copy.intro).toBe(
      "A small salon. Glow Hair Studio takes care of the rest.",
    );
    expect(creatorExampleFor(SALON, "  ").copy.intro).toBe(COPY.intro);
  });

  it("count as examples until changed or kept, the template's opening hours among them", () => {
    const example = creatorExampleFor(SALON, "Glow");
    const all = ["contact.hours", "copy.headline", "copy.about", "copy.services"];
    expect(keys(remainingExamples(draft(), example))).toEqual(all);
    expect(sampleTextsSentence(4)).toBe("4 texts are the template's examples");
    expect(sampleTextsSentence(1)).toBe("1 text is the template's example");

    const changed = draft({
      words: { about: "We opened in 2019." },
      hours: [{ days: "Monday to Saturday", hours: "09:00 – 17:00" }],
      keptExamples: ["copy.services"],
    });
    expect(keys(remainingExamples(changed, example))).toEqual(["copy.headline"]);
    expect(exampleStatuses(changed, example)).toEqual({
      "contact.hours": "own",
      "copy.headline": "example",
      "copy.about": "own",
      "copy.services": "kept",
    });
    // Written back to the example's own words, a text is the example again.
    expect(remainingExamples(draft({ words: { about: example.copy.about } }), example)).toHaveLength(4);
    // The headline alone changed leaves the introduction the sample business's: still an example.
    expect(keys(remainingExamples(draft({ words: { headline: "Glow" } }), example))).toContain("copy.headline");
    expect(
      keys(remainingExamples(draft({ copy: { ...example.copy, headline: "A", intro: "B", about: "AI" } }), example)),
    ).toEqual(["contact.hours", "copy.services"]);
    expect(keptEveryExample(draft({ keptExamples: all }), example)).toBe(true);
    expect(keptEveryExample(draft({ keptExamples: all.slice(1) }), example)).toBe(false);
  });

  it("go to the new site only where changed; the template's hours go unless the person wrote hers", () => {
    const example = creatorExampleFor(SALON, "Glow");
    const services = [{ ...COPY.services[0], price: "R 500" }] as typeof example.copy.services;
    const data = siteDataOf(draft({ name: "Glow", words: { about: "Ours.", services } }), example);
    expect(data.copy).toEqual({ about: "Ours.", services: [{ ...COPY.services[0], price: "R 500" }] });
    expect(data.contact.hours).toEqual(HOURS);
    expect(siteDataOf(draft({ name: "Glow", keptExamples: ["copy.about"] }), example)).not.toHaveProperty("copy");
    expect(siteDataOf(draft({ hours: [] }), example).contact.hours).toEqual([]);
    expect(siteDataOf(draft(), null).contact).not.toHaveProperty("hours");
  });
});
