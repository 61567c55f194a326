import { describe, expect, it } from "vitest";
import { postText } from "./post-text";

const fields = {
  title: "Winter menu",
  slug: "winter-menu",
  excerpt: "Soup is back",
  cover_image: "",
  tags: ["news", "food"],
};

describe("postText", () => {
  it("spells out the fields and every kind of block, one a line, for a line diff", () => {
    const text = postText({
      ...fields,
      body: {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Soups" }] },
          {
            type: "paragraph",
            content: [
              { type: "text", text: "Try the " },
              { type: "text", text: "butternut", marks: [{ type: "bold" }] },
              { type: "text", text: " at " },
              { type: "text", text: "our café", marks: [{ type: "link", attrs: { href: "https://karoo.example" } }] },
            ],
          },
          {
            type: "bulletList",
            content: [
              { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Lentil" }] }] },
              { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Pea" }] }] },
            ],
          },
          { type: "image", attrs: { src: "/media/soup.jpg", alt: "A bowl" } },
          { type: "youtube", attrs: { src: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } },
          { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Best in town" }] }] },
        ],
      },
    });
    expect(text).toBe(
      [
        "Title: Winter menu",
        "Slug: winter-menu",
        "Excerpt: Soup is back",
        "Cover image: ",
        "Tags: news, food",
        "",
        "## Soups",
        "",
        "Try the **butternut** at [our café](https://karoo.example)",
        "",
        "- Lentil",
        "- Pea",
        "",
        "![A bowl](/media/soup.jpg)",
        "",
        "[YouTube video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)",
        "",
        "> Best in town",
      ].join("\n"),
    );
  });

  it("reads an empty body as the fields alone", () => {
    expect(postText({ ...fields, tags: [], body: { type: "doc" } })).toBe(
      "Title: Winter menu\nSlug: winter-menu\nExcerpt: Soup is back\nCover image: \nTags:",
    );
  });
});
