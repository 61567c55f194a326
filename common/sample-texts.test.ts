import { describe, expect, it } from "vitest";
import { sampleTexts } from "./sample-texts";
import type { TemplateFields } from "./schemas/template-fields";

const SAMPLE = {
  name: "Grace Chapel",
  tagline: "Everyone welcome.",
  contact: { phone: "+27 11 000 0000", email: "", hours: [{ days: "Sunday", hours: "09:00 – 11:00" }] },
  copy: {
    headline: "Welcome home",
    intro: "Grace Chapel meets every Sunday.",
    about: "Grace Chapel began in 1998.",
    services: [
      { name: "Sunday service", description: "Worship and teaching.", price: "Free" },
      { name: "Youth", description: "Fridays at six.", price: "Free" },
    ],
  },
  events: [{ title: "Quiz night", description: "Bring a team." }],
};
const DECLARED: TemplateFields = {
  fields: [
    {
      key: "events",
      label: "Events",
      kind: "list",
      item_label: "Event",
      fields: [
        { key: "title", label: "Title", kind: "text" },
        { key: "description", label: "Description", kind: "long_text" },
      ],
    },
  ],
  service_fields: [],
};

describe("the texts still a template's examples", () => {
  it("are counted one per text a person changes as a whole, each while any part of it is the sample's", () => {
    const site = structuredClone({ ...SAMPLE, name: "Hope Church" });
    // Renamed after the business, the sample's words are still the sample's.
    site.copy.intro = "Hope Church meets every Sunday.";
    site.copy.headline = "Our own headline";
    site.copy.services[1] = { name: "Youth", description: "Our own words.", price: "R 20" };
    const found = sampleTexts(SAMPLE, site, DECLARED);
    expect(found.map((text) => text.key)).toEqual([
      "tagline",
      "contact.phone",
      "contact.hours",
      "copy.headline",
      "copy.about",
      "copy.services",
      "events",
    ]);
    expect(found.find((text) => text.key === "copy.headline")).toEqual({
      key: "copy.headline",
      label: "Headline and introduction",
      path: "copy.intro",
      paths: ["copy.intro"],
    });
    expect(found.find((text) => text.key === "copy.services")?.paths).toEqual([
      "copy.services.0.description",
      "copy.services.0.price",
    ]);
  });

  it("are none once each is the business's own, and an empty text is nobody's example", () => {
    const site = {
      name: "Hope Church",
      tagline: "",
      contact: { phone: "+27 21 111 1111", email: "", hours: [{ days: "Sunday", hours: "10:00 – 12:00" }] },
      copy: { headline: "Ours", intro: "Ours too.", about: "Since 2001.", services: [] },
      events: [],
    };
    expect(sampleTexts(SAMPLE, site, DECLARED)).toEqual([]);
  });
});
