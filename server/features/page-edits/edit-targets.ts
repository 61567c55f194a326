// Where each editable word and photo of a previewed page comes from, for Edit mode. Like the runtime it
// serves (edit-runtime.ts), it runs inside the previewed page as its own source text, so it may use
// nothing from outside: the page's marks (data-wc-source) name source ranges, and the edit map, read from
// the page, gives each range's file version and value; a value found in one place only counts too.

export type EditTarget = {
  path: string;
  version: string;
  kind: string;
  start?: number;
  end?: number;
  pointer?: (string | number)[];
  value: string;
  name?: string;
};

type EditMapJson = {
  versions: Record<string, string>;
  literals: Record<string, [string, number, number, string][]>;
  data: Record<string, [(string | number)[], string][]>;
};

/** The page's lookups: its texts' sources, its photos' sources, and where code makes an element. */
export function editTargets(mapId: string, attribute: string) {
  const source = document.getElementById(mapId);
  const map = JSON.parse(source?.textContent || "{}") as EditMapJson;
  const byRange = new Map<string, EditTarget>();
  const byValue = new Map<string, EditTarget[]>();
  const remember = (target: EditTarget) => {
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

  type Marks = { path: string; words: EditTarget[]; attributes: Map<string, EditTarget>; code: string[] };
  const marksOf = (element: Element): Marks | null => {
    const value = element.getAttribute(attribute);
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
  const uniqueByValue = (value: string): EditTarget | null => {
    const found = byValue.get(value) || byValue.get(value.trim()) || [];
    return found.length === 1 ? (found[0] as EditTarget) : null;
  };
  /** Each text directly in an element, with where its words come from (null: worked out by code). */
  const textsOf = (element: Element): Map<Text, EditTarget | null> => {
    const texts = new Map<Text, EditTarget | null>();
    const marks = marksOf(element);
    let next = 0;
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType !== 3 || !(node as Text).data.trim()) continue;
      const text = node as Text;
      let target: EditTarget | null = null;
      if (marks) {
        const index = marks.words.findIndex((word, i) => i >= next && word.value === text.data);
        if (index >= 0) {
          target = marks.words[index] as EditTarget;
          next = index + 1;
        }
      }
      texts.set(text, target || uniqueByValue(text.data));
    }
    return texts;
  };
  const imageTarget = (image: HTMLImageElement): EditTarget | null => {
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
  const slotTarget = (element: Element): EditTarget | null => {
    const slot = element.getAttribute("data-photo-slot");
    const version = map.versions["data/site.json"];
    if (!slot || !version) return null;
    const pointer = slot.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
    const src = element instanceof HTMLImageElement ? element.getAttribute("src") || "" : "";
    return { path: "data/site.json", version, kind: "json", pointer: [...pointer, "src"], value: src, name: "src" };
  };
  const isPhoto = (element: Element): boolean =>
    element.hasAttribute("data-photo-slot") || element instanceof HTMLImageElement;
  const photoTarget = (element: Element): EditTarget | null =>
    slotTarget(element) || (element instanceof HTMLImageElement ? imageTarget(element) : null);
  /** Where code makes the element's content ("pages/Index.jsx, line 12"), when its marks say so. */
  const codeOf = (element: Element): string | undefined => marksOf(element)?.code[0];
  return { textsOf, isPhoto, photoTarget, codeOf };
}

export type EditTargets = ReturnType<typeof editTargets>;
