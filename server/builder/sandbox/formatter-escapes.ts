// Site code that tries to read around the realm's stack-trace formatter (site-realm.ts): it replaces the
// built-ins a formatter might use, or hangs getters on what it might read, then reads a stack. Whatever runs
// while V8 formats a stack is handed host frames twice over: as the formatter's own arguments, and because V8
// formats any stack read during that time itself, every frame included. Each case records what its
// replacements were handed and reads another stack right then; the probe kit looks for host paths in both.
import type { EscapeCase } from "./escape-corpus";

/**
 * `whileReplaced(label, install, make?)`: `install(record)` replaces built-ins and returns what undoes it;
 * `make(record)` makes the error whose stack is read (a plain Error by default). Defined in the page, after
 * the probe kit; it uses no iteration and no spread, so replacing Array's iterator cannot loop back into it.
 */
const KIT = `
function whileReplaced(label, install, make) {
  const received = [];
  let count = 0;
  const record = (values) => {
    for (let index = 0; index < values.length; index++) received[count++] = values[index];
    received[count++] = String(new Error("read while formatting").stack);
  };
  const error = make ? make(record) : new Error(label);
  const restore = install(record);
  let stack = "";
  try { stack = String(error.stack); } finally { restore(); }
  inspect(label + ": the stack", stack);
  inspectReceived(label + ": handed", received);
}
const applyOriginal = Reflect.apply;
function replaceMethods(target, names, record) {
  const saved = [];
  for (let index = 0; index < names.length; index++) {
    const name = names[index];
    const original = target[name];
    saved[index] = original;
    target[name] = function (...args) { record(args); return applyOriginal(original, this, args); };
  }
  return () => { for (let index = 0; index < names.length; index++) target[names[index]] = saved[index]; };
}
`;

function formatterCase(name: string, attempt: string): EscapeCase {
  return { name, attempt: `${KIT}\n${attempt}`, probes: 1 };
}

export const FORMATTER_CASES: EscapeCase[] = [
  formatterCase(
    "the formatter's frames through a replaced Array iterator",
    `whileReplaced("array iterator", (record) => {
  const original = Array.prototype[Symbol.iterator];
  Array.prototype[Symbol.iterator] = function () { record(this); return applyOriginal(original, this, []); };
  return () => { Array.prototype[Symbol.iterator] = original; };
});`,
  ),
  formatterCase(
    "file names through a replaced Set.prototype.has",
    `whileReplaced("Set.prototype.has", (record) => replaceMethods(Set.prototype, ["has", "add", "forEach"], record));`,
  ),
  formatterCase(
    "replaced Array.prototype.push, join and friends",
    `whileReplaced("Array methods", (record) => replaceMethods(Array.prototype, ["push", "join", "concat", "slice", "map", "filter", "indexOf", "includes"], record));`,
  ),
  formatterCase(
    "replaced Function.prototype.call, apply and bind",
    `whileReplaced("Function methods", (record) => replaceMethods(Function.prototype, ["call", "apply", "bind", "toString"], record));`,
  ),
  formatterCase(
    "replaced String.prototype methods",
    `whileReplaced("String methods", (record) => replaceMethods(String.prototype, ["concat", "slice", "substring", "split", "replace", "padStart", "trim", "toString", "valueOf", "indexOf", "includes", "charAt", "at"], record));`,
  ),
  formatterCase(
    "replaced Reflect and Object functions",
    `whileReplaced("Reflect and Object", (record) => {
  const undoReflect = replaceMethods(Reflect, ["getOwnPropertyDescriptor", "getPrototypeOf", "ownKeys", "get", "has"], record);
  const undoObject = replaceMethods(Object, ["hasOwn", "getOwnPropertyDescriptor", "getPrototypeOf", "keys"], record);
  const undoPrototype = replaceMethods(Object.prototype, ["hasOwnProperty", "toString", "valueOf"], record);
  return () => { undoPrototype(); undoObject(); undoReflect(); };
});`,
  ),
  formatterCase(
    "getters on Error.prototype's name and message, and a replaced toString",
    `whileReplaced("Error.prototype", (record) => {
  const prototype = Error.prototype;
  const saved = ["name", "message", "toString"].map((key) => [key, Object.getOwnPropertyDescriptor(prototype, key)]);
  Object.defineProperty(prototype, "name", { get() { record([this]); return "Error"; }, configurable: true });
  Object.defineProperty(prototype, "message", { get() { record([this]); return ""; }, configurable: true });
  Object.defineProperty(prototype, "toString", { value() { record([this]); return "Error"; }, configurable: true, writable: true });
  return () => { for (const [key, descriptor] of saved) Object.defineProperty(prototype, key, descriptor); };
}, () => new Error());`,
  ),
  formatterCase(
    "an error whose own name and message are getters",
    `whileReplaced("own getters", () => () => {}, (record) => {
  const error = new Error("x");
  Object.defineProperty(error, "message", { get() { record([]); return "m"; } });
  Object.defineProperty(error, "name", { get() { record([]); return "N"; } });
  return error;
});`,
  ),
  formatterCase(
    "getters on Object.prototype for a property descriptor's fields",
    `whileReplaced("descriptor fields", (record) => {
  const keys = ["value", "get", "set", "writable", "enumerable", "configurable"];
  // Descriptors without a prototype, so that the getters already defined do not read into the next one.
  for (const key of keys) Object.defineProperty(Object.prototype, key, { __proto__: null, get() { record([]); return undefined; }, configurable: true });
  return () => { for (const key of keys) delete Object.prototype[key]; };
}, (record) => {
  const error = new Error("x");
  Object.defineProperty(error, "message", { get() { record([]); return "m"; } });
  return error;
});`,
  ),
  formatterCase(
    "an error whose prototype chain runs through a Proxy",
    `whileReplaced("proxy prototype", () => () => {}, (record) => {
  class Custom extends Error {}
  const trap = (name) => (...args) => { record([]); return applyOriginal(Reflect[name], Reflect, args); };
  const handler = { get: trap("get"), has: trap("has"), getOwnPropertyDescriptor: trap("getOwnPropertyDescriptor"), getPrototypeOf: trap("getPrototypeOf") };
  Object.setPrototypeOf(Custom.prototype, new Proxy(Error.prototype, handler));
  return new Custom("x");
});`,
  ),
];
