import { describe, expect, it } from "vitest";
import { imageFileProblem, imageMessages } from "./images";

describe("imageFileProblem", () => {
  it("takes PNG, JPEG, WebP and SVG up to 1 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/svg+xml"]) {
      expect(imageFileProblem({ type, size: 1024 * 1024 }, "logo")).toBeNull();
    }
  });

  it("refuses other types, and a type without a name, in the server's words", () => {
    expect(imageFileProblem({ type: "image/gif", size: 10 }, "logo")).toBe(
      "A logo must be a PNG, JPEG, WebP or SVG image",
    );
    expect(imageFileProblem({ type: "", size: 10 }, "avatar")).toBe("An avatar must be a PNG, JPEG, WebP or SVG image");
  });

  it("refuses a file over 1 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 1024 * 1024 + 1 }, "logo")).toBe("A logo can be at most 1 MB");
    expect(imageFileProblem({ type: "image/png", size: 1024 * 1024 + 1 }, "avatar")).toBe(
      imageMessages("avatar").tooLarge,
    );
  });
});
