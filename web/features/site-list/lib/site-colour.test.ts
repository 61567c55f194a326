import { describe, expect, it } from "vitest";
import { siteColour, siteInitial } from "./site-colour";

describe("a site without a picture", () => {
  it("is shown by its name's first letter or digit", () => {
    expect(siteInitial("karoo coffee")).toBe("K");
    expect(siteInitial("  “Élan” studio")).toBe("É");
    expect(siteInitial("42 Main Road")).toBe("4");
    expect(siteInitial("—")).toBe("?");
  });

  it("keeps its colour from one visit to the next", () => {
    const id = "5d1f7f8e-2c4b-4f1e-9a0d-1b2c3d4e5f60";
    expect(siteColour(id)).toBe(siteColour(id));
    expect(siteColour(id)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
