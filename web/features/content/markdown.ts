import { Marked } from "marked";

/** Lower-case words joined by hyphens, so `## Invite your team` links as `#invite-your-team`. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>|&[#a-z0-9]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/**
 * Renders one of our own markdown files (never user input) to HTML. A code block scrolls sideways on a
 * phone, so it takes keyboard focus to be scrollable without a mouse.
 */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false }).replaceAll("<pre>", '<pre tabindex="0">');
}
