import { describe, expect, it } from "vitest";
import { htmlFileForRoute, NOT_FOUND_ROUTE, pageInWords, pageTitle, routeForPage, sitePages } from "./page-routes";

describe("routeForPage: which files are pages, and their routes", () => {
  it.each([
    ["pages/Index.jsx", "/"],
    ["pages/About.jsx", "/about"],
    ["pages/blog/MyPost.jsx", "/blog/my-post"],
    ["pages/blog/Index.jsx", "/blog"],
    ["pages/index.tsx", "/"],
    ["pages/ContactUs.tsx", "/contact-us"],
    ["pages/HTMLGuide.js", "/html-guide"],
    ["pages/Docs/GettingStarted.ts", "/docs/getting-started"],
    ["pages/404.jsx", NOT_FOUND_ROUTE],
  ])("%s → %s", (path, route) => {
    expect(routeForPage(path)).toBe(route);
  });

  it.each([
    "components/Layout.jsx",
    "pages/styles.css",
    "pages/data.json",
    "Index.jsx",
    "pages/_parts/Card.jsx",
    "pages/.hidden.jsx",
    "pages/---.jsx",
    "mypages/Index.jsx",
  ])("%s is not a page", (path) => {
    expect(routeForPage(path)).toBeNull();
  });

  it("publishes each route as a folder's index.html and the 404 page at the root", () => {
    expect(htmlFileForRoute("/")).toBe("index.html");
    expect(htmlFileForRoute("/blog/my-post")).toBe("blog/my-post/index.html");
    expect(htmlFileForRoute(NOT_FOUND_ROUTE)).toBe("404.html");
  });

  it("titles pages by name", () => {
    expect(pageTitle("pages/Index.jsx")).toBe("Home");
    expect(pageTitle("pages/blog/MyPost.jsx")).toBe("My Post");
    expect(pageTitle("pages/blog/Index.jsx")).toBe("Blog");
    expect(pageTitle("pages/404.jsx")).toBe("Page not found");
  });

  it("names a page in a sentence", () => {
    expect(pageInWords("pages/Index.jsx")).toBe("The Home page");
    expect(pageInWords("pages/AboutUs.tsx")).toBe("The About Us page");
    expect(pageInWords("pages/404.jsx")).toBe('The "Page not found" page');
    expect(pageInWords("pages/blog/[slug].jsx")).toBe("The blog post page");
  });

  it("lists a site's pages in path order", () => {
    const pages = sitePages(["styles.css", "pages/About.jsx", "pages/Index.jsx", "components/Layout.jsx"]);
    expect(pages).toEqual([
      { path: "pages/About.jsx", route: "/about", file: "about/index.html" },
      { path: "pages/Index.jsx", route: "/", file: "index.html" },
    ]);
  });
});
