import type { SiteFile } from "@common/schemas/files";
import { describe, expect, it } from "vitest";
import { buildFileTree, findNode, flattenVisible } from "./file-tree";

function file(full_path: string, content: string | null = "x"): SiteFile {
  const is_directory = full_path.endsWith("/");
  return {
    id: `id-${full_path}`,
    organization_id: "org",
    site_id: "site",
    full_path,
    file_type: is_directory ? "directory" : "javascript",
    is_directory,
    current_version_id: content === null ? null : `v-${full_path}`,
    size_bytes: content?.length ?? 0,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    last_modified_by: null,
    current_version:
      content === null || is_directory
        ? null
        : {
            id: `v-${full_path}`,
            content,
            version_number: 1,
            commit_message: "Initial version",
            created_by: null,
            created_at: "2026-01-01T00:00:00.000Z",
          },
  };
}

function names(nodes: { name: string }[]) {
  return nodes.map((n) => n.name);
}

describe("buildFileTree", () => {
  it("puts directories first, then sorts by path, at every level", () => {
    const tree = buildFileTree(
      ["a.js", "pages/", "pages/b.jsx", "pages/a.jsx", "components/", "z.css", "pages/blog/", "pages/blog/x.jsx"].map(
        (p) => file(p),
      ),
    );
    expect(names(tree)).toEqual(["components", "pages", "a.js", "z.css"]);
    const pages = tree[1];
    expect(names(pages?.children ?? [])).toEqual(["blog", "a.jsx", "b.jsx"]);
  });

  it("gives nodes the explorer's fields: files have null children, folders an array and the original file", () => {
    const [folder, leaf] = buildFileTree([file("pages/"), file("site.json", "{}")]);
    expect(folder).toMatchObject({ name: "pages", path: "pages", full_path: "pages/", isDirectory: true });
    expect(folder?.children).toEqual([]);
    expect(folder?.file?.id).toBe("id-pages/");
    expect(leaf).toMatchObject({ name: "site.json", path: "site.json", isDirectory: false, children: null });
    expect(leaf?.current_version?.content).toBe("{}");
    expect(leaf?.file?.full_path).toBe("site.json");
  });

  it("derives folders that only exist as path prefixes", () => {
    const tree = buildFileTree([file("a/b/c.js")]);
    expect(tree[0]).toMatchObject({ name: "a", full_path: "a/", isDirectory: true, file: null });
    expect(tree[0]?.children?.[0]).toMatchObject({ name: "b", full_path: "a/b/", file: null });
    expect(tree[0]?.children?.[0]?.children?.[0]).toMatchObject({ name: "c.js", full_path: "a/b/c.js" });
  });

  it("gives a derived folder its own row when the folder's file comes later in the list", () => {
    const tree = buildFileTree([file("a/c.js"), file("a/")]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.file?.id).toBe("id-a/");
    expect(names(tree[0]?.children ?? [])).toEqual(["c.js"]);
  });
});

describe("flattenVisible", () => {
  const tree = buildFileTree(
    ["pages/", "pages/blog/", "pages/blog/post.jsx", "pages/Index.jsx", "site.json"].map((p) => file(p)),
  );

  it("shows only root nodes when nothing is expanded", () => {
    expect(flattenVisible(tree, new Set()).map((r) => r.node.full_path)).toEqual(["pages/", "site.json"]);
  });

  it("shows the children of expanded folders with their depth and position", () => {
    const rows = flattenVisible(tree, new Set(["pages/", "pages/blog/"]));
    expect(rows.map((r) => [r.node.full_path, r.depth])).toEqual([
      ["pages/", 0],
      ["pages/blog/", 1],
      ["pages/blog/post.jsx", 2],
      ["pages/Index.jsx", 1],
      ["site.json", 0],
    ]);
    expect(rows[3]).toMatchObject({ setSize: 2, posInSet: 2 });
  });

  it("hides the contents of a collapsed folder even if a subfolder is expanded", () => {
    const rows = flattenVisible(tree, new Set(["pages/blog/"]));
    expect(rows).toHaveLength(2);
  });

  it("flattens 2,000 files quickly", () => {
    const many = Array.from({ length: 2000 }, (_, i) => file(`folder-${i % 20}/file-${i}.js`));
    const big = buildFileTree(many);
    const expanded = new Set(big.map((n) => n.full_path));
    expect(flattenVisible(big, expanded)).toHaveLength(2020);
  });
});

describe("findNode", () => {
  it("finds nested nodes by full path", () => {
    const tree = buildFileTree([file("a/b/c.js")]);
    expect(findNode(tree, "a/b/c.js")?.name).toBe("c.js");
    expect(findNode(tree, "a/b/")?.name).toBe("b");
    expect(findNode(tree, "a/x.js")).toBeNull();
  });
});
