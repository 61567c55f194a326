// The preview frame's side of Edit mode. It runs inside the previewed page (the preview origin), so it is
// written as one self-contained function, sent as its own source text: it may use nothing from outside.
// The page's marks (data-wc-source) and the edit map tell it where each word comes from; a click makes
// that element editable in place, Enter or leaving it commits, Escape cancels, and the change goes to the
// editor (the app origin, checked both ways), which saves it and refreshes the preview.

import type { EditTarget, EditTargets } from "./edit-targets";

type Config = {
  appOrigin: string;
  attribute: string;
  messages: { mode: string; edit: string; pickImage: string; info: string };
};

export function editModeRuntime(config: Config, targets: EditTargets): void {
  const { textsOf, isPhoto, photoTarget, codeOf } = targets;
  const isEditable = (element: Element): boolean => {
    if (isPhoto(element)) return photoTarget(element) !== null;
    for (const target of textsOf(element).values()) if (target) return true;
    return false;
  };
  const WHAT: Record<string, string> = { H1: "heading", H2: "heading", H3: "heading", H4: "heading", P: "text" };
  const whatOf = (element: Element): string =>
    isPhoto(element) ? "photo" : WHAT[element.tagName] || (element.closest("a,button") ? "button" : "text");
  const post = (type: string, body: Record<string, unknown>) => parent.postMessage({ type, ...body }, config.appOrigin);
  const request = (target: EditTarget, value: string) => ({
    path: target.path,
    base_version_id: target.version,
    edit:
      target.kind === "json"
        ? { kind: "json", pointer: target.pointer, value }
        : { kind: target.kind, start: target.start, end: target.end, value },
  });

  const style = document.createElement("style");
  style.textContent =
    "[data-wc-editable]{outline:1px dashed rgba(37,99,235,.7);outline-offset:2px;cursor:text}" +
    "img[data-wc-editable],[data-photo-slot][data-wc-editable]{cursor:pointer}" +
    "[data-wc-editable]:hover,[data-wc-editable]:focus-visible,[data-wc-editing]{outline:2px solid #2563eb}" +
    "[data-wc-editing]{background:rgba(37,99,235,.08)}";
  let on = false;
  // The texts as they were when editing began, each with where its words come from: typing may replace
  // the text nodes themselves, so this is worked out before the first key.
  let editing: {
    element: HTMLElement;
    texts: [Text, string, EditTarget | null][];
    children: ChildNode[];
    before: string;
  } | null = null;
  const marked: [Element, string | null][] = [];

  const setMode = (wanted: boolean) => {
    if (wanted === on) return;
    on = wanted;
    if (on) {
      document.head.appendChild(style);
      for (const element of Array.from(document.body.querySelectorAll("*"))) {
        if (!isEditable(element)) continue;
        marked.push([element, element.getAttribute("tabindex")]);
        element.setAttribute("data-wc-editable", "");
        element.setAttribute("tabindex", "0");
      }
    } else {
      if (editing) cancel();
      style.remove();
      for (const [element, tabindex] of marked.splice(0)) {
        element.removeAttribute("data-wc-editable");
        if (tabindex === null) element.removeAttribute("tabindex");
        else element.setAttribute("tabindex", tabindex);
      }
    }
  };

  const allTexts = (element: Element): Text[] => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    return texts;
  };
  const finish = () => {
    if (!editing) return;
    const { element } = editing;
    element.removeAttribute("contenteditable");
    element.removeAttribute("data-wc-editing");
    element.removeEventListener("keydown", onKey);
    element.removeEventListener("blur", commit);
    editing = null;
  };
  const cancel = () => {
    if (!editing) return;
    for (const [text, data] of editing.texts) text.data = data;
    editing.element.replaceChildren(...editing.children);
    finish();
  };
  function commit() {
    if (!editing) return;
    const { element, texts, before } = editing;
    const after = element.textContent || "";
    if (after === before) return cancel();
    let prefix = 0;
    while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
    let suffix = 0;
    while (
      suffix < before.length - prefix &&
      suffix < after.length - prefix &&
      before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
    )
      suffix++;
    const changedEnd = before.length - suffix;
    let offset = 0;
    let found: { data: string; at: number; target: EditTarget } | null = null;
    for (const [, data, target] of texts) {
      if (target && offset <= prefix && changedEnd <= offset + data.length) found = { data, at: offset, target };
      if (found) break;
      offset += data.length;
    }
    if (!found) {
      cancel();
      return post(config.messages.info, { message: "computed-part" });
    }
    const { data, at, target } = found;
    const value = data.slice(0, prefix - at) + after.slice(prefix, after.length - suffix) + data.slice(changedEnd - at);
    finish();
    element.setAttribute("aria-busy", "true");
    post(config.messages.edit, { ...request(target, value), what: whatOf(element), before: target.value });
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  }
  const start = (element: HTMLElement) => {
    if (editing?.element === element) return;
    if (editing) commit();
    const texts = allTexts(element);
    const owners = new Map<Element, Map<Text, EditTarget | null>>();
    const targetOf = (text: Text): EditTarget | null => {
      const owner = text.parentElement;
      if (!owner) return null;
      if (!owners.has(owner)) owners.set(owner, textsOf(owner));
      return owners.get(owner)?.get(text) || null;
    };
    editing = {
      element,
      texts: texts.map((text) => [text, text.data, targetOf(text)]),
      children: Array.from(element.childNodes),
      before: texts.map((text) => text.data).join(""),
    };
    element.setAttribute("contenteditable", "plaintext-only");
    element.setAttribute("data-wc-editing", "");
    element.addEventListener("keydown", onKey);
    element.addEventListener("blur", commit);
    element.focus();
  };
  const activate = (element: Element) => {
    if (isPhoto(element)) {
      const target = photoTarget(element);
      if (target) post(config.messages.pickImage, { ...request(target, target.value), what: "photo" });
      return;
    }
    if (element instanceof HTMLElement) start(element);
  };
  const explain = (element: Element) => {
    const code = element.closest(`[${config.attribute}]`);
    const where = code ? codeOf(code) : undefined;
    post(config.messages.info, { message: where ? "computed" : "not-editable", where: where || null });
  };

  window.addEventListener(
    "click",
    (event) => {
      if (!on || !(event.target instanceof Element)) return;
      if (editing?.element.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      const element = event.target.closest("[data-wc-editable]");
      if (element) activate(element);
      else explain(event.target);
    },
    true,
  );
  window.addEventListener(
    "keydown",
    (event) => {
      if (!on || editing || event.key !== "Enter" || !(event.target instanceof Element)) return;
      if (!event.target.hasAttribute("data-wc-editable")) return;
      // This Enter starts editing; it must not reach the element as the Enter that commits.
      event.preventDefault();
      event.stopPropagation();
      activate(event.target);
    },
    true,
  );
  window.addEventListener("message", (event) => {
    if (event.origin !== config.appOrigin || event.source !== parent) return;
    const data = event.data as { type?: string; on?: boolean } | null;
    if (data && data.type === config.messages.mode) setMode(data.on === true);
  });
}
