/**
 * What is pasted from Word, Google Docs or another page keeps its structure (headings, paragraphs, lists,
 * links, tables, bold and italic) and loses its looks: styles, classes, fonts, spans, Word's own tags and
 * comments. The editor's schema would drop most of it anyway, but not before Word's empty paragraphs,
 * list bullets typed as text and Google Docs' bold-by-style have turned into noise.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  removeComments(body);
  for (const element of [...body.querySelectorAll("style, script, meta, link, title, xml, noscript, template")]) {
    element.remove();
  }
  for (const element of [...body.querySelectorAll("*")]) cleanElement(element);
  groupWordLists(body);
  for (const paragraph of [...body.querySelectorAll("p")]) {
    if (isBlank(paragraph)) paragraph.remove();
  }
  return body.innerHTML;
}

/** Attributes worth keeping, by tag; every other attribute (style, class, lang, id, data-…) goes. */
const KEPT_ATTRIBUTES: Record<string, string[]> = {
  A: ["href"],
  IMG: ["src", "alt"],
  TD: ["colspan", "rowspan"],
  TH: ["colspan", "rowspan"],
  OL: ["start"],
};

/** Wrappers with nothing to say of their own: their children stay. */
const UNWRAPPED = new Set(["SPAN", "FONT", "DIV", "SECTION", "ARTICLE", "MAIN", "HEADER", "FOOTER", "U", "INS", "DEL"]);

const RENAMED: Record<string, string> = { H1: "h2", H5: "h4", H6: "h4", B: "strong", I: "em" };

function cleanElement(element: Element) {
  if (!element.isConnected) return;
  const tag = element.tagName.toUpperCase();
  // Word's own tags: <o:p> holds the &nbsp; of an empty line; the others (<w:…>, <v:…>) only wrap.
  if (tag === "O:P") {
    element.remove();
    return;
  }
  const style = element.getAttribute("style") ?? "";
  const className = element.getAttribute("class") ?? "";
  // Word's typed list marker ("·", "1.") of a list paragraph; the paragraph remembers it for groupWordLists.
  if (/mso-list:\s*ignore/i.test(style)) {
    element.closest("p")?.setAttribute("data-list-marker", element.textContent?.trim() ?? "");
    element.remove();
    return;
  }
  const isWordListItem = /mso-list:\s*l\d/i.test(style) || /MsoListParagraph/i.test(className);
  let current = element;
  // Google Docs wraps the whole paste in <b style="font-weight:normal">: not bold at all.
  if (tag === "B" && /font-weight:\s*(normal|400)/i.test(style)) {
    unwrap(element);
    return;
  }
  if (tag === "P" && /MsoTitle/i.test(className)) current = rename(element, "h2");
  else if (RENAMED[tag]) current = rename(element, RENAMED[tag]);
  for (const attribute of [...current.attributes]) {
    if (!KEPT_ATTRIBUTES[current.tagName]?.includes(attribute.name.toLowerCase())) {
      current.removeAttribute(attribute.name);
    }
  }
  if (isWordListItem) current.setAttribute("data-list-item", "");
  // Google Docs says bold and italic with styles on spans; say it with tags before the span goes.
  if (tag === "SPAN") {
    if (/font-weight:\s*(bold|[6-9]00)/i.test(style)) wrapChildren(current, "strong");
    if (/font-style:\s*italic/i.test(style)) wrapChildren(current, "em");
  }
  if (UNWRAPPED.has(tag) || tag.includes(":")) unwrap(current);
}

/** Word writes a list as paragraphs, each with its marker typed in: make them one list per run. */
function groupWordLists(body: HTMLElement) {
  for (const item of [...body.querySelectorAll("p[data-list-item]")]) {
    if (!item.isConnected) continue;
    const marker = item.getAttribute("data-list-marker") ?? "";
    const list = item.ownerDocument.createElement(/^[0-9a-z]{1,3}[.)]$/i.test(marker) ? "ol" : "ul");
    item.before(list);
    let next: Element | null = item;
    while (next?.matches("p[data-list-item]")) {
      const following: Element | null = next.nextElementSibling;
      const li = item.ownerDocument.createElement("li");
      li.append(...next.childNodes);
      list.append(li);
      next.remove();
      next = following;
    }
  }
  for (const element of [...body.querySelectorAll("[data-list-marker], [data-list-item]")]) {
    element.removeAttribute("data-list-marker");
    element.removeAttribute("data-list-item");
  }
}

function removeComments(root: Node) {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker?.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function isBlank(paragraph: Element): boolean {
  return (paragraph.textContent ?? "").replace(/[\s\u00a0]/g, "") === "" && !paragraph.querySelector("img, br + br");
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  for (const attribute of [...element.attributes]) renamed.setAttribute(attribute.name, attribute.value);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}
