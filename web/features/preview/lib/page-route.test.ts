import { describe, expect, it } from "vitest";
import { isPagePath, pageAtRoute } from "./page-route";

describe("page routes in the editor", () => {
  it("knows which files are pages, as the builder does", () => {
    expect(isPagePath("pages/Contact.tsx")).toBe(true);
    expect(isPagePath("pages/.draft.jsx")).toBe(false);
    expect(isPagePath("pages/_parts/Card.jsx")).toBe(false);
    expect(isPagePath("components/Layout.jsx")).toBe(false);
  });

  it("finds the page a path is served from, ignoring a trailing slash", () => {
    const files = [
      { full_path: "pages/Index.jsx" },
      { full_path: "pages/About.jsx" },
      { full_path: "pages/blog/MyPost.jsx" },
    ];
    expect(pageAtRoute(files, "/")?.full_path).toBe("pages/Index.jsx");
    expect(pageAtRoute(files, "/about/")?.full_path).toBe("pages/About.jsx");
    expect(pageAtRoute(files, "/blog/my-post")?.full_path).toBe("pages/blog/MyPost.jsx");
    expect(pageAtRoute(files, "/contact")).toBeNull();
  });
});
