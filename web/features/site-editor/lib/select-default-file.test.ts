import { describe, expect, it } from "vitest";
import { selectDefaultFile } from "./select-default-file";

function files(...paths: string[]) {
  return paths.map((full_path) => ({ full_path, is_directory: full_path.endsWith("/") }));
}

function pick(paths: string[], requested?: string | null) {
  return selectDefaultFile(files(...paths), requested)?.full_path ?? null;
}

describe("selectDefaultFile", () => {
  const starter = ["components/", "components/Layout.jsx", "pages/", "pages/About.jsx", "pages/Index.jsx", "site.json"];

  it("opens pages/Index.jsx when nothing is asked for", () => {
    expect(pick(starter)).toBe("pages/Index.jsx");
    expect(pick(starter, null)).toBe("pages/Index.jsx");
  });

  it("opens the file named in the query when it exists, even over pages/Index.jsx", () => {
    expect(pick(starter, "pages/About.jsx")).toBe("pages/About.jsx");
    expect(pick(starter, "site.json")).toBe("site.json");
  });

  it("ignores a query naming a missing file or a folder", () => {
    expect(pick(starter, "pages/Gone.jsx")).toBe("pages/Index.jsx");
    expect(pick(starter, "pages/")).toBe("pages/Index.jsx");
  });

  it("falls back to a capitalised .jsx, preferring one ending App.jsx or Main.jsx", () => {
    expect(pick(["a/Header.jsx", "src/App.jsx", "z/Main.jsx"])).toBe("src/App.jsx");
    expect(pick(["a/Header.jsx", "z/Main.jsx"])).toBe("z/Main.jsx");
    expect(pick(["notes.txt", "a/header.jsx", "b/Footer.jsx"])).toBe("b/Footer.jsx");
  });

  it("otherwise takes the first file that is not a folder", () => {
    expect(pick(["assets/", "notes.txt", "styles.css"])).toBe("notes.txt");
  });

  it("chooses nothing when there are only folders or no files", () => {
    expect(pick(["assets/", "pages/"])).toBeNull();
    expect(pick([])).toBeNull();
  });
});
