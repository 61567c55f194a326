// Site code that tries to reach an object of the host's realm while its pages are prerendered, synchronously
// and through promise jobs. Every case's page renders a verdict: what it reached, and how many of its probes
// actually ran (an async probe that never ran would prove nothing).
import { FORMATTER_CASES } from "./formatter-escapes";

export type EscapeCase = {
  name: string;
  /** The page's code between the probe kit and the component; it calls `inspect(label, value)` on what it gets. */
  attempt: string;
  /** Probes that must have run before the page renders. */
  probes: number;
};

/**
 * Shared by every case: `inspect` looks for a Function constructor other than the realm's own (the way out:
 * a host Function compiles code in the host's realm) and for host paths in stack traces.
 */
const PROBE_KIT = `
const realmFunction = Function;
const findings = [];
let checked = 0;
function inspect(label, value) {
  checked += 1;
  try {
    if (typeof value === "string") {
      if (/node:|file:|\\/sandbox|\\/work|\\/usr|\\.mjs|\\.ts\\b/.test(value)) findings.push(label + ": host path in " + JSON.stringify(value.slice(0, 120)));
      return;
    }
    if (value === null || (typeof value !== "object" && typeof value !== "function")) return;
    const candidates = [value, value.constructor, Object.getPrototypeOf(value)];
    for (const candidate of candidates) {
      const maker = candidate && candidate.constructor;
      const HostFunction = maker && maker.constructor;
      if (typeof HostFunction === "function" && HostFunction !== realmFunction) {
        let reach = "";
        try { reach = typeof HostFunction("return process")(); } catch (error) { reach = "threw " + String(error && error.message); }
        findings.push(label + ": a Function of another realm (process is " + reach + ")");
      }
    }
  } catch (error) {
    // A probe that throws has found nothing; the realm's own error is fine.
  }
}
/** What a replaced built-in was handed while a stack was formatted: call sites are asked for their file and function. */
function inspectReceived(label, received) {
  for (let index = 0; index < received.length; index++) {
    const value = received[index];
    if (value !== null && typeof value === "object" && typeof value.getFileName === "function") {
      try { inspect(label + " (call site)", String(value.getFileName()) + " " + String(value.getFunctionName())); } catch (error) {}
      try { inspect(label + " (call site function)", value.getFunction()); } catch (error) {}
    } else {
      inspect(label, value);
    }
  }
}
function verdict() {
  return (findings.length ? "ESCAPED " + findings.join("; ") : "contained") + " after " + checked + " probes";
}
`;

export function escapePage(attempt: string): string {
  return `${PROBE_KIT}\n${attempt}\nexport default function Index() {\n  return <p>{"VERDICT " + verdict()}</p>;\n}\n`;
}

const CASES: EscapeCase[] = [
  {
    name: "import() with a computed specifier",
    attempt: `const name = ["node", "fs"].join(":");
import(name).then((value) => inspect("import value", value), (error) => { inspect("import error", error); inspect("import stack", String(error && error.stack)); });`,
    probes: 2,
  },
  {
    name: "import() of a computed relative path",
    attempt: `const file = "./" + "x.js";
import(file).then((value) => inspect("import value", value), (error) => inspect("import error", error));`,
    probes: 1,
  },
  {
    name: "import() awaited in an async function",
    attempt: `(async () => {
  const name = ["f", "s"].join("");
  try { inspect("awaited import", await import(name)); }
  catch (error) { inspect("awaited import error", error); inspect("awaited import constructor", error && error.constructor); }
})();`,
    probes: 2,
  },
  {
    name: "a rejected promise and its reason",
    attempt: `Promise.reject(new TypeError("no")).catch((error) => inspect("rejection", error));
new Promise((_, reject) => reject(Symbol("s"))).catch((reason) => inspect("symbol rejection", Object(reason)));`,
    probes: 2,
  },
  {
    name: "a thenable's resolve functions",
    attempt: `(async () => {
  await { then(resolve, reject) { inspect("thenable resolve", resolve); inspect("thenable reject", reject); resolve(1); } };
})();`,
    probes: 2,
  },
  {
    name: "queueMicrotask and other host scheduling functions",
    attempt: `for (const name of ["queueMicrotask", "setTimeout", "setImmediate", "setInterval", "structuredClone", "fetch", "process", "require", "Buffer"]) {
  const value = globalThis[name];
  inspect("global " + name, value === undefined ? null : value);
  if (typeof value === "function") { try { value(() => inspect("callback of " + name, null)); } catch (error) { inspect("error of " + name, error); } }
}`,
    probes: 9,
  },
  {
    name: "errors thrown by every function the context holds",
    attempt: `const odd = [undefined, null, Symbol("s"), new Proxy({}, {}), { valueOf() { throw new Error("v"); } }];
for (const name of Object.getOwnPropertyNames(globalThis)) {
  let value;
  try { value = globalThis[name]; } catch (error) { inspect("reading " + name, error); continue; }
  if (typeof value !== "function") continue;
  for (const argument of odd) {
    try { value(argument); } catch (error) { inspect("calling " + name, error); }
    try { new value(argument); } catch (error) { inspect("constructing " + name, error); }
  }
}`,
    probes: 50,
  },
  {
    name: "Error.prepareStackTrace handing out call sites",
    attempt: `Error.prepareStackTrace = (error, sites) => {
  for (const site of sites) { inspect("call site this", site.getThis()); inspect("call site function", site.getFunction()); inspect("call site file", String(site.getFileName())); }
  return "captured";
};
const captured = new Error("where am I").stack;
inspect("stack after assigning prepareStackTrace", String(captured));
inspect("prepareStackTrace read back", Error.prepareStackTrace);`,
    probes: 2,
  },
  {
    name: "stack traces and Error.captureStackTrace",
    attempt: `inspect("plain stack", String(new Error("x").stack));
const holder = {};
Error.captureStackTrace(holder);
inspect("captured stack", String(holder.stack));
function deep(n) { return n === 0 ? new Error("deep").stack : deep(n - 1); }
inspect("deep stack", String(deep(50)));`,
    probes: 3,
  },
  {
    name: "replacing the global Error to catch the formatter",
    attempt: `try { globalThis.Error = function Fake() {}; } catch (error) { inspect("replacing Error", error); }
inspect("Error after replacing", Error);
try { Object.defineProperty(Error, "prepareStackTrace", { value: () => "x" }); } catch (error) { inspect("redefining prepareStackTrace", error); }
inspect("stack after", String(new Error("x").stack));`,
    probes: 3,
  },
  {
    name: "a stack overflow and its RangeError",
    attempt: `function down() { return down() + 1; }
try { down(); } catch (error) { inspect("overflow", error); inspect("overflow stack", String(error.stack)); }`,
    probes: 2,
  },
  {
    name: "constructors reached from the global object",
    attempt: `inspect("globalThis", globalThis);
inspect("globalThis.constructor", globalThis.constructor);
let proto = globalThis;
for (let depth = 0; depth < 10 && proto; depth++) { inspect("global prototype " + depth, proto); proto = Object.getPrototypeOf(proto); }
inspect("arguments of a function", (function () { return arguments; })());`,
    probes: 4,
  },
  {
    name: "Proxy and Symbol traps on what the renderer reads",
    attempt: `let trapping = false;
const trap = new Proxy({}, {
  get(target, key, receiver) {
    if (!trapping) {
      trapping = true;
      inspect("proxy get receiver", receiver);
      inspect("proxy get key", typeof key === "symbol" ? null : String(key));
      trapping = false;
    }
    return Reflect.get(target, key, receiver);
  },
  getPrototypeOf(target) { inspect("proxy prototype", target); return Object.prototype; },
});
globalThis.__webcraftProbe = trap;
String(trap[Symbol.toPrimitive]);
const tagged = { [Symbol.toPrimitive](hint) { inspect("toPrimitive hint", hint); return "x"; } };
String(tagged);
inspect("Symbol registry", Symbol.for("nodejs.util.inspect.custom"));`,
    probes: 4,
  },
  {
    name: "the caller of a function the renderer calls",
    attempt: `function sloppy() { inspect("caller", sloppy.caller); inspect("arguments.callee.caller", arguments.callee.caller); return ""; }
const holder = { toString: sloppy };
String(holder);`,
    probes: 2,
  },
  {
    name: "WebAssembly compiled from bytes",
    attempt: `const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
try { inspect("wasm module", new WebAssembly.Module(bytes)); } catch (error) { inspect("wasm refused", error); }
// Refused off the main thread; inspected if the refusal arrives before the pages render.
WebAssembly.compile(bytes).then((module) => inspect("wasm compiled", module), (error) => inspect("wasm compile refused", error));`,
    probes: 1,
  },
  {
    name: "code generation from strings",
    attempt: `for (const make of [() => eval("1"), () => new Function("return this")(), () => (0, eval)("import('fs')"), () => setTimeout("1")]) {
  try { inspect("generated", make()); } catch (error) { inspect("generation refused", error); }
}`,
    probes: 4,
  },
];

export const ESCAPE_CASES: EscapeCase[] = [...CASES, ...FORMATTER_CASES];
