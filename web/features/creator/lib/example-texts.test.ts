import type { TemplateExample } from "@common/schemas/templates";
import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, siteDataOf } from "./creator-steps";
import { exampleCopyFor, remainingExamples, remainingExamplesSentence } from "./example-texts";

const SALON: TemplateExample = {
  business_name: "Ayanda Hair & Beauty",
  copy: {
    headline: "Leave a little lighter",
    intro: "A small salon. Ayanda Hair & Beauty takes care of the rest.",
    about: "Ayanda opened her first chair in Phoenix.",
    services: [{ section: "Hair", name: "Silk press", description: "No chemicals.", price: "From R 450" }],
  },
};

const draft = (change: Partial<typeof EMPTY_DRAFT> = {}) => ({ ...EMPTY_DRAFT, templateId: "salon", ...change });

describe("the template's example words", () => {
  it("are named after the business, as the new site's will be", () => {
    expect(exampleCopyFor(SALON, "Glow Hair Studio").intro).toBe(
      "A small salon. Glow Hair Studio takes care of the rest.",
    );
    expect(exampleCopyFor(SALON, "  ").intro).toBe(SALON.copy.intro);
  });

  it("count as examples until changed or kept, and are said with their number", () => {
    const example = exampleCopyFor(SALON, "Glow");
    expect(remainingExamples(draft(), example).map((text) => text.id)).toEqual(["intro", "about", "services"]);
    expect(remainingExamplesSentence(3)).toBe("3 texts are the template's examples");
    expect(remainingExamplesSentence(1)).toBe("1 text is the template's example");

    const changed = draft({ words: { about: "We opened in 2019." }, keptExamples: ["services"] });
    expect(remainingExamples(changed, example).map((text) => text.id)).toEqual(["intro"]);
    // Written back to the example's own words, a text is the example again.
    expect(remainingExamples(draft({ words: { about: example.about } }), example)).toHaveLength(3);
    expect(remainingExamples(draft({ copy: { ...example, about: "AI" } }), example)).toHaveLength(0);
  });

  it("go to the new site only where changed; a changed service list keeps the template's own fields", () => {
    const example = exampleCopyFor(SALON, "Glow");
    const services = [{ ...SALON.copy.services[0], price: "R 500" }] as typeof example.services;
    const data = siteDataOf(draft({ name: "Glow", words: { about: "Ours.", services } }), example);
    expect(data.copy).toEqual({ about: "Ours.", services: [{ ...SALON.copy.services[0], price: "R 500" }] });
    expect(siteDataOf(draft({ name: "Glow", keptExamples: ["about"] }), example)).not.toHaveProperty("copy");
  });
});
