import type { PostContent } from "@common/schemas/posts";

type Node = { type?: string; text?: string; attrs?: Record<string, unknown>; marks?: Mark[]; content?: Node[] };
type Mark = { type?: string; attrs?: Record<string, unknown> };

/** The parts of a post the history compares. */
export type PostTextParts = PostContent;

/**
 * A post as Markdown-like text, one block a line, for a line diff between two of its states: the fields
 * first, then the body with its headings, lists, links, images, videos and tables spelled out.
 */
export function postText(post: PostTextParts): string {
  const fields = [
    `Title: ${post.title}`,
    `Slug: ${post.slug}`,
    `Excerpt: ${post.excerpt}`,
    `Cover image: ${post.cover_image}`,
    `Tags: ${post.tags.join(", ")}`,
  ];
  return `${fields.join("\n")}\n\n${blocksText((post.body.content ?? []) as Node[], "")}`.trimEnd();
}

function blocksText(nodes: Node[], indent: string): string {
  return nodes.map((node) => blockText(node, indent)).join("\n\n");
}

function blockText(node: Node, indent: string): string {
  const children = node.content ?? [];
  switch (node.type) {
    case "heading":
      return `${indent}${"#".repeat(Number(node.attrs?.level ?? 2))} ${inlineText(children)}`;
    case "paragraph":
      return `${indent}${inlineText(children)}`;
    case "blockquote":
      return blocksText(children, `${indent}> `);
    case "codeBlock":
      return `${indent}\`\`\`\n${inlineText(children)}\n${indent}\`\`\``;
    case "bulletList":
    case "orderedList":
      return children
        .map((item, index) => {
          const bullet = node.type === "orderedList" ? `${index + 1}. ` : "- ";
          const [first = "", ...rest] = blocksText(item.content ?? [], "").split("\n");
          return [`${indent}${bullet}${first}`, ...rest.map((line) => `${indent}  ${line}`)].join("\n");
        })
        .join("\n");
    case "horizontalRule":
      return `${indent}---`;
    case "image":
      return `${indent}![${String(node.attrs?.alt ?? "")}](${String(node.attrs?.src ?? "")})`;
    case "youtube":
      return `${indent}[YouTube video](${String(node.attrs?.src ?? "")})`;
    case "table":
      return children
        .map(
          (row) => `${indent}| ${(row.content ?? []).map((cell) => blocksText(cell.content ?? [], "")).join(" | ")} |`,
        )
        .join("\n");
    default:
      return `${indent}${inlineText(children)}`;
  }
}

function inlineText(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (node.type === "hardBreak") return "\n";
      if (node.type !== "text") return "";
      let text = node.text ?? "";
      for (const mark of node.marks ?? []) {
        if (mark.type === "bold") text = `**${text}**`;
        else if (mark.type === "italic") text = `_${text}_`;
        else if (mark.type === "code") text = `\`${text}\``;
        else if (mark.type === "link") text = `[${text}](${String(mark.attrs?.href ?? "")})`;
      }
      return text;
    })
    .join("");
}
