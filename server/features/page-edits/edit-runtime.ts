// The preview frame's side of Edit mode. It runs inside the previewed page (the preview origin), so it is
// written as one self-contained function, sent as its own source text: it may use nothing from outside.
// The page's marks (data-wc-source) and the edit map tell it where each word comes from; a click makes
// that element editable in place, Enter or leaving it commits, Escape cancels, and the change goes to the
// editor (the app origin, checked both ways), which saves it and refreshes the preview.

type Config = {
  appOrigin: string;
  attribute: string;
  mapId: string;
  messages: { mode: string; edit: string; pickImage: string; info: string };
};

type EditMapJson = {
  versions: Record<string, string>;
  literals: Record<string, [string, number, number, string][]>;
  data: Record<string, [(string | number)[], string][]>;
};

export function editModeRuntime(config: Config): void {
  type Target = {
    path: string;
    version: string;
    kind: string;
    start?: number;
    end?: number;
    pointer?: (string | number)[];
    value: string;
    name?: string;
  };
  const source = document.getElementById(config.mapId);
  const map = JSON.parse(source?.textContent || "{}") as EditMapJson;
  const byRange = new Map<string, Target>();
  const byValue = new Map<string, Target[]>();
  const remember = (target: Target) => {
    const list = byValue.get(target.value) || [];
    list.push(target);
    byValue.set(target.value, list);
  };
  for (const [path, list] of Object.entries(map.literals || {})) {
    const version = map.versions[path];
    if (!version) continue;
    for (const [kind, start, end, value] of list) {
      const target = { path, version, kind, start, end, value };
      byRange.set(`${path}:${start}:${end}`, target);
      remember(target);
    }
  }
  for (const [path, list] of Object.entries(map.data || {})) {
    const version = map.versions[path];
    if (!version) continue;
    for (const [pointer, value] of list) remember({ path, version, kind: "json", pointer, value });
  }

  type Marks = { path: string; words: Target[]; attributes: Map<string, Target>; code: string[] };
  const marksOf = (element: Element): Marks | null => {
    const value = element.getAttribute(config.attribute);
    if (!value) return null;
    const [path = "", ...parts] = value.split("|");
    const marks: Marks = { path, words: [], attributes: new Map(), code: [] };
    for (const part of parts) {
      const bits = part.split(":");
      if (bits[0] === "t" || bits[0] === "s") {
        const target = byRange.get(`${path}:${bits[1]}:${bits[2]}`);
        if (target) marks.words.push(target);
      } else if (bits[0] === "a") {
        const target = byRange.get(`${path}:${bits[2]}:${bits[3]}`);
        if (target) marks.attributes.set(bits[1] || "", { ...target, name: bits[1] });
      } else if (bits[0] === "e") {
        marks.code.push(`${path}, line ${bits[3]}`);
      }
    }
    return marks;
  };
  /** The one place a value comes from, when only one has it. */
  const uniqueByValue = (value: string): Target | null => {
    const found = byValue.get(value) || byValue.get(value.trim()) || [];
    return found.length === 1 ? (found[0] as Target) : null;
  };
  /** Each text directly in an element, with where its words come from (null: worked out by code). */
  const textsOf = (element: Element): Map<Text, Target | null> => {
    const texts = new Map<Text, Target | null>();
    const marks = marksOf(element);
    let next = 0;
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType !== 3 || !(node as Text).data.trim()) continue;
      const text = node as Text;
      let target: Target | null = null;
      if (marks) {
        const index = marks.words.findIndex((word, i) => i >= next && word.value === text.data);
        if (index >= 0) {
          target = marks.words[index] as Target;
          next = index + 1;
        }
      }
      texts.set(text, target || uniqueByValue(text.data));
    }
    return texts;
  };
  const imageTarget = (image: HTMLImageElement): Target | null => {
    const precise = marksOf(image)?.attributes.get("src");
    if (precise) return precise;
    const src = image.getAttribute("src") || "";
    let decoded = src;
    try {
      decoded = decodeURI(src);
    } catch {}
    const target = uniqueByValue(src) || uniqueByValue(decoded);
    return target ? { ...target, name: "src" } : null;
  };
  // A template's photo slot names the photo in data/site.json ("photos.gallery.2"), set or still a placeholder.
  const slotTarget = (element: Element): Target | null => {
    const slot = element.getAttribute("data-photo-slot");
    const version = map.versions["data/site.json"];
    if (!slot || !version) return null;
    const pointer = slot.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
    const src = element instanceof HTMLImageElement ? element.getAttribute("src") || "" : "";
    return { path: "data/site.json", version, kind: "json", pointer: [...pointer, "src"], value: src, name: "src" };
  };
  const isPhoto = (element: Element): boolean =>
    element.hasAttribute("data-photo-slot") || element instanceof HTMLImageElement;
  const photoTarget = (element: Element): Target | null =>
    slotTarget(element) || (element instanceof HTMLImageElement ? imageTarget(element) : null);
  const isEditable = (element: Element): boolean => {
    if (isPhoto(element)) return photoTarget(element) !== null;
    for (const target of textsOf(element).values()) if (target) return true;
    return false;
  };
  const WHAT: Record<string, string> = { H1: "heading", H2: "heading", H3: "heading", H4: "heading", P: "text" };
  const whatOf = (element: Element): string =>
    isPhoto(element) ? "photo" : WHAT[element.tagName] || (element.closest("a,button") ? "button" : "text");
  const post = (type: string, body: Record<string, unknown>) => parent.postMessage({ type, ...body }, config.appOrigin);
  const request = (target: Target, value: string) => ({
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
    texts: [Text, string, Target | null][];
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
    let found: { data: string; at: number; target: Target } | null = null;
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
    const owners = new Map<Element, Map<Text, Target | null>>();
    const targetOf = (text: Text): Target | null => {
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
    const where = code ? marksOf(code)?.code[0] : undefined;
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
