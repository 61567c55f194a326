import { describe, expect, it } from "vitest";
import { pageRouteOf } from "./page-route";

describe("pageRouteOf", () => {
  it("maps page files to their addresses", () => {
    expect(pageRouteOf("pages/Index.jsx")).toBe("/");
    expect(pageRouteOf("pages/About.jsx")).toBe("/about");
    expect(pageRouteOf("pages/blog/MyPost.jsx")).toBe("/blog/my-post");
    expect(pageRouteOf("pages/blog/Index.tsx")).toBe("/blog");
  });

  it("gives nothing for files that are not pages", () => {
    expect(pageRouteOf("components/Layout.jsx")).toBeNull();
    expect(pageRouteOf("pages/notes.md")).toBeNull();
    expect(pageRouteOf("site.json")).toBeNull();
  });
});
