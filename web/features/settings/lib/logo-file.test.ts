import { describe, expect, it } from "vitest";
import { LOGO_MESSAGES, logoFileProblem } from "./logo-file";

describe("logoFileProblem", () => {
  it("takes PNG, JPEG, WebP and SVG up to 1 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/svg+xml"]) {
      expect(logoFileProblem({ type, size: 1024 * 1024 })).toBeNull();
    }
  });

  it("refuses other types, and a type without a name, in the server's words", () => {
    expect(logoFileProblem({ type: "image/gif", size: 10 })).toBe(LOGO_MESSAGES.type);
    expect(logoFileProblem({ type: "", size: 10 })).toBe(LOGO_MESSAGES.type);
    expect(LOGO_MESSAGES.type).toBe("A logo must be a PNG, JPEG, WebP or SVG image");
  });

  it("refuses a file over 1 MB", () => {
    expect(logoFileProblem({ type: "image/png", size: 1024 * 1024 + 1 })).toBe("A logo can be at most 1 MB");
  });
});
