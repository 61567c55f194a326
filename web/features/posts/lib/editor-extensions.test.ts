import { getSchema } from "@tiptap/core";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { describe, expect, it } from "vitest";
import { editorExtensions, siteAssetUrl, siteMediaPath } from "./editor-extensions";

const ORIGIN = "https://karoo.webcraft.app";

const withImage = (src: string) => ({
  type: "doc",
  content: [{ type: "image", attrs: { src, alt: "Pumpkins" } }],
});

describe("the editor's pictures", () => {
  it("a media library picture's HTML names the site's host, so the admin never asks its own host for it", () => {
    const html = renderToHTMLString({
      extensions: editorExtensions(ORIGIN),
      content: withImage("/media/pumpkins.png"),
    });
    expect(html).toContain(`src="${ORIGIN}/media/pumpkins.png"`);
    expect(html).not.toContain('src="/media/');
  });

  it("a picture from elsewhere keeps its address", () => {
    const html = renderToHTMLString({
      extensions: editorExtensions(ORIGIN),
      content: withImage("https://images.example/a.png"),
    });
    expect(html).toContain('src="https://images.example/a.png"');
  });

  it("a picture of the site's host pasted back in is stored as its /media/ path", () => {
    expect(siteMediaPath(`${ORIGIN}/media/pumpkins.png`, ORIGIN)).toBe("/media/pumpkins.png");
    expect(siteMediaPath("https://other.example/media/a.png", ORIGIN)).toBe("https://other.example/media/a.png");
    expect(siteMediaPath(siteAssetUrl("/media/a b.png", ORIGIN), ORIGIN)).toBe("/media/a b.png");
    const rule = getSchema(editorExtensions(ORIGIN)).nodes.image?.spec.parseDOM?.[0];
    const element = { getAttribute: (name: string) => (name === "src" ? `${ORIGIN}/media/pumpkins.png` : null) };
    const attrs = rule && "getAttrs" in rule ? rule.getAttrs?.(element as unknown as HTMLElement) : null;
    expect(attrs).toMatchObject({ src: "/media/pumpkins.png" });
  });
});
