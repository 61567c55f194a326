// The trusted script run first in every site realm: it fixes the realm's stack-trace formatter and takes
// away the one way site code could be called back after its build (FinalizationRegistry).
//
// V8 asks `Error.prepareStackTrace` of an error's realm to format its stack and hands it call sites of every
// frame, the sandbox's own included; a site that could set the hook would read their file names, so the
// hook is fixed here and assignments to it (React makes some) are accepted and ignored. That is not enough:
// whatever site code runs while V8 formats a stack sees host frames twice over, as the formatter's arguments
// and because V8 formats any stack read during that time by itself, every frame included. So the formatter
// calls no site code at all. It uses only functions captured here, before site code runs, called through
// `call`-bound copies (nothing looked up on a prototype when a stack is formatted); it walks the frames with
// an indexed loop (no iterator), compares file names with === (no Set), joins text with + (no join or
// concat), and reads the error's name and message only as own data properties (no getter, no toString, no
// Proxy trap runs).
import { SCRIPT_NAMES } from "./protocol";

export const REALM_SETUP = `(() => {
  "use strict";
  const VENDOR = ${JSON.stringify(SCRIPT_NAMES.vendor)};
  const SITE = ${JSON.stringify(SCRIPT_NAMES.site)};
  const RealmError = Error;
  const { apply, defineProperty, getOwnPropertyDescriptor, getPrototypeOf } = Reflect;
  const hasOwn = Object.hasOwn;
  // method(receiver, ...args), with nothing looked up when it is called.
  const uncurry = (method) => apply(Function.prototype.bind, Function.prototype.call, [method]);

  // The intrinsic error prototypes, to name an error without reading its inherited name.
  const KIND_PROTOTYPES = [Error.prototype, TypeError.prototype, RangeError.prototype, ReferenceError.prototype,
    SyntaxError.prototype, EvalError.prototype, URIError.prototype, AggregateError.prototype];
  const KIND_NAMES = ["Error", "TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError",
    "AggregateError"];

  // The call site methods, from one stack formatted now, while only this script runs.
  let sample = null;
  defineProperty(RealmError, "prepareStackTrace", {
    value: (_, frames) => { sample = frames[0]; return ""; },
    configurable: true,
    writable: true,
  });
  new RealmError("sample").stack;
  const CallSite = getPrototypeOf(sample);
  const fileOf = uncurry(CallSite.getFileName);
  const functionNameOf = uncurry(CallSite.getFunctionName);
  const lineOf = uncurry(CallSite.getLineNumber);
  const columnOf = uncurry(CallSite.getColumnNumber);
  sample = null;

  // An own data property that holds text, else undefined: getters and inherited values are never read.
  const ownText = (object, key) => {
    const descriptor = getOwnPropertyDescriptor(object, key);
    if (descriptor === undefined || !hasOwn(descriptor, "value")) return undefined;
    const value = descriptor.value;
    return typeof value === "string" ? value : undefined;
  };
  const kindOf = (error) => {
    const prototype = getPrototypeOf(error);
    for (let index = 0; index < KIND_PROTOTYPES.length; index++) {
      if (KIND_PROTOTYPES[index] === prototype) return KIND_NAMES[index];
    }
    return "Error";
  };
  const headerOf = (error) => {
    const name = ownText(error, "name") ?? kindOf(error);
    const message = ownText(error, "message") ?? "";
    return message === "" ? name : name + ": " + message;
  };
  const format = (error, frames) => {
    let text = "Error";
    try {
      text = headerOf(error);
      const count = frames.length;
      for (let index = 0; index < count; index++) {
        const frame = frames[index];
        const file = fileOf(frame);
        if (file !== VENDOR && file !== SITE) continue;
        const name = functionNameOf(frame);
        const shownName = typeof name === "string" && name !== "" ? name : "<anonymous>";
        text += "\\n    at " + shownName + " (" + file + ":" + lineOf(frame) + ":" + columnOf(frame) + ")";
      }
    } catch {
      // Called by site code with something that is not an error and its frames: the text so far.
    }
    return text;
  };
  defineProperty(RealmError, "prepareStackTrace", { get: () => format, set: () => {}, configurable: false });
  defineProperty(globalThis, "Error", { value: RealmError, writable: false, configurable: false });

  // A FinalizationRegistry's callbacks are the one way site code could run outside an evaluation of its
  // realm: V8 runs them as tasks of the host's event loop, after the build that made them, and one that
  // registers more garbage runs for ever. The language lets a registry never call back; this one never does.
  class FinalizationRegistry {
    constructor(cleanup) {
      if (typeof cleanup !== "function") throw new TypeError("FinalizationRegistry: cleanup must be callable");
    }
    register() {}
    unregister() {
      return false;
    }
  }
  defineProperty(globalThis, "FinalizationRegistry", { value: FinalizationRegistry, writable: true, configurable: true });
})();`;
