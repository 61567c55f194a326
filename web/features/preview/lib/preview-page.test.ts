import { describe, expect, it } from "vitest";
import { previewPageOf, sourcesStampOf } from "./preview-page";

const file = (full_path: string) => ({ full_path, is_directory: full_path.endsWith("/") });
const starter = [
  "components/",
  "components/Layout.jsx",
  "pages/",
  "pages/About.jsx",
  "pages/Index.jsx",
  "site.json",
].map(file);

describe("previewPageOf", () => {
  it("previews a selected page", () => {
    expect(previewPageOf(starter, "pages/About.jsx", null)).toBe("pages/About.jsx");
  });

  it("keeps the last page while another kind of file is open, else pages/Index.jsx", () => {
    expect(previewPageOf(starter, "components/Layout.jsx", "pages/About.jsx")).toBe("pages/About.jsx");
    expect(previewPageOf(starter, "site.json", null)).toBe("pages/Index.jsx");
    expect(previewPageOf(starter, "site.json", "pages/Gone.jsx")).toBe("pages/Index.jsx");
  });

  it("falls back to the first page, and to nothing without pages", () => {
    expect(previewPageOf([file("pages/Zed.jsx"), file("pages/Contact.jsx")], "site.json", null)).toBe("pages/Zed.jsx");
    expect(previewPageOf([file("site.json"), file("pages/_parts/Card.jsx")], "site.json", null)).toBeNull();
  });
});

describe("sourcesStampOf", () => {
  const saved = (full_path: string, current_version_id: string) => ({
    id: full_path,
    full_path,
    is_directory: false,
    current_version_id,
  });

  it("changes when a file is saved, moved, added or removed", () => {
    const before = sourcesStampOf([saved("pages/Index.jsx", "v1"), saved("site.json", "v1")]);
    expect(sourcesStampOf([saved("pages/Index.jsx", "v1"), saved("site.json", "v1")])).toBe(before);
    expect(sourcesStampOf([saved("pages/Index.jsx", "v2"), saved("site.json", "v1")])).not.toBe(before);
    expect(sourcesStampOf([saved("pages/Home.jsx", "v1"), saved("site.json", "v1")])).not.toBe(before);
    expect(sourcesStampOf([saved("pages/Index.jsx", "v1")])).not.toBe(before);
  });
});
