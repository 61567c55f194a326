// Plain text typed in the admin (a bio, an answer) as the HTML the fediverse reads: paragraphs at blank
// lines, line breaks within them, every character escaped.
import { escapeText } from "entities";

export function plainTextHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}
