import { describe, expect, it } from "vitest";
import { isPagePath, pageRouteOf } from "./page-route";

describe("pageRouteOf", () => {
  it("maps page files to their addresses", () => {
    expect(pageRouteOf("pages/Index.jsx")).toBe("/");
    expect(pageRouteOf("pages/About.jsx")).toBe("/about");
    expect(pageRouteOf("pages/blog/MyPost.jsx")).toBe("/blog/my-post");
    expect(pageRouteOf("pages/blog/Index.tsx")).toBe("/blog");
    expect(pageRouteOf("pages/HTMLPage.jsx")).toBe("/html-page");
    expect(pageRouteOf("pages/404.jsx")).toBe("/404");
  });

  it("gives nothing for files that are not pages", () => {
    expect(pageRouteOf("components/Layout.jsx")).toBeNull();
    expect(pageRouteOf("pages/notes.md")).toBeNull();
    expect(pageRouteOf("site.json")).toBeNull();
    expect(pageRouteOf("pages/_parts/Card.jsx")).toBeNull();
    expect(isPagePath("pages/.draft.jsx")).toBe(false);
    expect(isPagePath("pages/Contact.tsx")).toBe(true);
  });
});
