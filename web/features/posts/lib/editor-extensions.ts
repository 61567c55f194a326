import { postExtensions } from "@common/post-extensions";
import type { AnyExtension, Attributes, NodeViewRenderer } from "@tiptap/core";

/** A media library path (/media/…) is served by the site's own host, not the admin's. */
export function siteAssetUrl(src: string, siteOrigin: string): string {
  return src.startsWith("/media/") ? `${siteOrigin}${src}` : src;
}

/** The other way: a picture of the site's own host (copied and pasted back in) is kept as its /media/ path. */
export function siteMediaPath(src: string, siteOrigin: string): string {
  return src.startsWith(`${siteOrigin}/media/`) ? src.slice(siteOrigin.length) : src;
}

function imageView(siteOrigin: string): NodeViewRenderer {
  return ({ node }) => {
    const img = document.createElement("img");
    const show = (attrs: Record<string, unknown>) => {
      img.src = siteAssetUrl(String(attrs.src ?? ""), siteOrigin);
      img.alt = String(attrs.alt ?? "");
    };
    show(node.attrs);
    return {
      dom: img,
      update: (next) => {
        if (next.type !== node.type) return false;
        show(next.attrs);
        return true;
      },
    };
  };
}

/** A video stands in the editor as a labelled box: a live player would catch the clicks meant for editing. */
const videoView: NodeViewRenderer = ({ node }) => {
  const box = document.createElement("div");
  box.className = "post-video";
  box.contentEditable = "false";
  const label = document.createElement("span");
  label.className = "font-medium";
  label.textContent = "YouTube video";
  const address = document.createElement("span");
  address.className = "max-w-full truncate text-xs text-muted-foreground";
  address.textContent = String(node.attrs.src ?? "");
  box.append(label, address);
  return { dom: box };
};

/**
 * The posts' shared extensions as the admin's editor shows them: the same schema the server renders with,
 * pictures loaded from the site's host and videos as placeholders.
 */
export function editorExtensions(siteOrigin: string): AnyExtension[] {
  return postExtensions().map((extension) => {
    if (extension.name === "image") {
      // The node view shows it; the HTML (copied, or drawn without node views when the editor leaves the
      // page) names the site's host too, so the admin never asks its own host for /media/….
      return extension.extend({
        addNodeView: () => imageView(siteOrigin),
        addAttributes(this: { parent?: () => Attributes }) {
          const parent = this.parent?.() ?? {};
          return {
            ...parent,
            src: {
              ...parent.src,
              parseHTML: (element: HTMLElement) => siteMediaPath(element.getAttribute("src") ?? "", siteOrigin) || null,
              renderHTML: (attrs: Record<string, unknown>) =>
                attrs.src ? { src: siteAssetUrl(String(attrs.src), siteOrigin) } : {},
            },
          };
        },
      });
    }
    if (extension.name === "youtube") return extension.extend({ addNodeView: () => videoView });
    return extension;
  });
}
