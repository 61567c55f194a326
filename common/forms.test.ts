import { describe, expect, it } from "vitest";
import { fieldLabel, humanizeFieldName, spamReasonSentence } from "./forms";

describe("a field's words in the inbox", () => {
  it("takes the site's label, else words from the name", () => {
    expect(fieldLabel("full_name", { full_name: "Your name" })).toBe("Your name");
    expect(fieldLabel("full_name", {})).toBe("Full name");
    expect(fieldLabel("full_name", undefined)).toBe("Full name");
    expect(humanizeFieldName("preferredDate")).toBe("Preferred date");
    expect(humanizeFieldName("e-mail")).toBe("Email");
    expect(humanizeFieldName("booking-notes[0]")).toBe("Booking notes 0");
    expect(humanizeFieldName("__")).toBe("__");
  });

  it("says why a post is in Spam in words", () => {
    expect(spamReasonSentence("too fast + a link")).toBe(
      "Marked as spam because it was sent within 3 seconds of the form appearing and it holds a link.",
    );
    expect(spamReasonSentence("legacy")).toBe("Marked as spam because legacy.");
  });
});
