// Runs the prerender bundle in a bare V8 context of the worker: user code meets no process, require,
// timers or host objects, and only strings cross back. The pool's timeout and memory cap bound it.
import { createContext, Script } from "node:vm";
import { PRERENDER_GLOBAL } from "./entries";

export type RenderOutcome = { html: string } | { error: string };

function isOutcome(value: unknown): value is RenderOutcome {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.html === "string" || typeof record.error === "string";
}

/**
 * Runs `scripts` in order (React's vendor script, then the site's prerender bundle) and renders each page:
 * its markup or error. A failure before any page renders is thrown as an Error with a plain message.
 */
export function prerender(scripts: string[], pagePaths: string[]): Map<string, RenderOutcome> {
  // A null-prototype sandbox: a host Object.prototype inside would hand out the host's Function constructor.
  const context = createContext(Object.create(null), { codeGeneration: { strings: true, wasm: false } });
  let json: unknown;
  try {
    for (const script of scripts) new Script(script, { filename: "prerender.js" }).runInContext(context);
    json = new Script(`${PRERENDER_GLOBAL}.renderAll()`).runInContext(context);
  } catch (error) {
    throw new Error(describeThrown(error));
  }
  if (typeof json !== "string") throw new Error("The prerender produced no result");
  const parsed: unknown = JSON.parse(json);
  const outcomes = new Map<string, RenderOutcome>();
  for (const path of pagePaths) {
    const outcome = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>)[path] : null;
    outcomes.set(path, isOutcome(outcome) ? outcome : { error: "The page produced no markup" });
  }
  return outcomes;
}

// What a page threw may be any value from the sandbox; read it without trusting its shape.
function describeThrown(error: unknown): string {
  try {
    if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
    return String(error);
  } catch {
    return "The page threw an unreadable value";
  }
}
