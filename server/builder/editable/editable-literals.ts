// Which strings of a site script a person may change on the page: JSX text, a string attribute that shows
// (alt, title, placeholder, a component's label) and string literals holding a page's words. Everything
// else (class names, links, keys, comparisons, template literals, function results) stays code.
import type { JSXAttribute, JSXElement, Node, StringLiteral } from "@babel/types";
import { shownAttributeText, shownJsxText } from "./jsx-text";
import { parseScript, walk } from "./parse-source";

/** How a literal is written back: JSX text, a JSX attribute's quoted string, or a JavaScript string. */
export type LiteralKind = "text" | "attribute" | "string";

/** `name`: the attribute or property the string is the value of, when it is one. */
export type EditableLiteral = { kind: LiteralKind; start: number; end: number; value: string; name?: string };

/** What a host element (a lowercase tag) shows directly, in source order, for the preview to mark it. */
export type HostMarks = { insertAt: number; parts: string[] };

/** Attributes of HTML elements that a visitor sees or hears as words, and an image's address. */
const SHOWN_ATTRIBUTES = new Set(["alt", "title", "placeholder", "aria-label", "label"]);
/** Props and keys that are code rather than words, whatever their value. */
const CODE_NAMES = new Set([
  "className",
  "class",
  "style",
  "key",
  "id",
  "href",
  "to",
  "rel",
  "target",
  "type",
  "role",
  "name",
  "htmlFor",
  "method",
  "action",
  "lang",
  "dir",
  "loading",
  "sizes",
  "srcSet",
  "slug",
  "icon",
  "path",
  "url",
  "current",
  "variant",
  "as",
]);
/** Where a JavaScript string literal is a value the page may show, not a key, a module or a comparison. */
const VALUE_POSITIONS: Record<string, ReadonlySet<string>> = {
  ObjectProperty: new Set(["value"]),
  ArrayExpression: new Set(["elements"]),
  VariableDeclarator: new Set(["init"]),
  JSXExpressionContainer: new Set(["expression"]),
  ConditionalExpression: new Set(["consequent", "alternate"]),
  LogicalExpression: new Set(["left", "right"]),
  ReturnStatement: new Set(["argument"]),
  AssignmentPattern: new Set(["right"]),
};

function attributeName(attribute: JSXAttribute): string {
  return attribute.name.type === "JSXIdentifier"
    ? attribute.name.name
    : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
}

function isHostElement(element: JSXElement): boolean {
  const name = element.openingElement.name;
  return name.type === "JSXIdentifier" && /^[a-z]/.test(name.name);
}

function isCodeName(name: string): boolean {
  return (
    CODE_NAMES.has(name) ||
    /^on[A-Z]/.test(name) ||
    (name.startsWith("aria-") && name !== "aria-label") ||
    name.startsWith("data-")
  );
}

/** Whether an attribute of this element holds words (or, for an image, its address). */
function isEditableAttribute(element: JSXElement, attribute: JSXAttribute): boolean {
  const name = attributeName(attribute);
  if (name === "src")
    return !isHostElement(element) || (element.openingElement.name as { name?: string }).name === "img";
  return isHostElement(element) ? SHOWN_ATTRIBUTES.has(name) : !isCodeName(name);
}

function propertyName(parent: Node | null): string | undefined {
  if (parent?.type !== "ObjectProperty" || parent.computed) return undefined;
  return parent.key.type === "Identifier"
    ? parent.key.name
    : parent.key.type === "StringLiteral"
      ? parent.key.value
      : undefined;
}

function isValueString(literal: StringLiteral, parent: Node | null, key: string): boolean {
  if (parent === null || !VALUE_POSITIONS[parent.type]?.has(key) || literal.value.trim() === "") return false;
  if (parent.type !== "ObjectProperty") return true;
  const name = propertyName(parent);
  return name !== undefined && !isCodeName(name);
}

function lineAt(content: string, offset: number): number {
  let line = 1;
  for (let index = content.indexOf("\n"); index !== -1 && index < offset; index = content.indexOf("\n", index + 1))
    line++;
  return line;
}

/** A host element's direct words and what is computed beside them: `t` text, `s` string, `e` code, `a` attribute. */
function hostMarks(element: JSXElement, content: string, literals: Map<number, EditableLiteral>): HostMarks | null {
  const parts: string[] = [];
  for (const child of element.children) {
    if (child.type === "JSXText" && literals.has(child.start ?? -1)) parts.push(`t:${child.start}:${child.end}`);
    if (child.type !== "JSXExpressionContainer" || child.expression.type === "JSXEmptyExpression") continue;
    const { expression } = child;
    if (expression.type === "StringLiteral") parts.push(`s:${expression.start}:${expression.end}`);
    else parts.push(`e:${expression.start}:${expression.end}:${lineAt(content, expression.start ?? 0)}`);
  }
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type !== "JSXAttribute" || attribute.value?.type !== "StringLiteral") continue;
    if (!isEditableAttribute(element, attribute)) continue;
    parts.push(`a:${attributeName(attribute)}:${attribute.value.start}:${attribute.value.end}`);
  }
  return parts.length > 0 ? { insertAt: element.openingElement.name.end ?? 0, parts } : null;
}

export type EditableSource = { literals: EditableLiteral[]; hosts: HostMarks[] };

/** Every editable literal of a script, and the marks of its host elements; throws when it does not parse. */
export function editableSource(path: string, content: string): EditableSource {
  const literals = new Map<number, EditableLiteral>();
  const elements: JSXElement[] = [];
  const byOpening = new Map<Node, JSXElement>();
  const add = (kind: LiteralKind, node: Node, value: string, name?: string) => {
    if (node.start == null || node.end == null) return;
    literals.set(node.start, {
      kind,
      start: node.start,
      end: node.end,
      value,
      ...(name === undefined ? {} : { name }),
    });
  };
  for (const { node, parent, key } of walk(parseScript(path, content))) {
    if (node.type === "JSXElement") {
      elements.push(node);
      byOpening.set(node.openingElement, node);
    } else if (node.type === "JSXText") {
      const shown = shownJsxText(content.slice(node.start ?? 0, node.end ?? 0)).text;
      if (shown.trim() !== "") add("text", node, shown);
    } else if (
      node.type === "JSXAttribute" &&
      node.value?.type === "StringLiteral" &&
      parent?.type === "JSXOpeningElement"
    ) {
      const element = byOpening.get(parent);
      if (element !== undefined && isEditableAttribute(element, node)) {
        const { start, end } = node.value;
        const shown = shownAttributeText(content.slice((start ?? 0) + 1, (end ?? 0) - 1)).text;
        add("attribute", node.value, shown, attributeName(node));
      }
    } else if (node.type === "StringLiteral" && isValueString(node, parent, key)) {
      add("string", node, node.value, propertyName(parent));
    }
  }
  const hosts = elements.filter(isHostElement).flatMap((element) => hostMarks(element, content, literals) ?? []);
  return { literals: [...literals.values()], hosts };
}
