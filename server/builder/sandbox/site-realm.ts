// The V8 context site code runs in, inside the prerender sandbox process. Nothing of the sandbox's own realm
// may reach it: no host object, function, error or stack frame. Should that fail anyway, the process around
// it holds nothing worth taking (see sandbox-process.ts).
import { type Context, createContext, Script } from "node:vm";
import { PRERENDER_GLOBAL } from "../entries";
import { SCRIPT_NAMES } from "./protocol";
import { REALM_SETUP } from "./realm-setup";

export type SiteRealm = {
  /** Evaluates a script; its promise jobs run before this returns, inside the realm. */
  run(code: string, filename: string): unknown;
};

export function createSiteRealm(): SiteRealm {
  // A null-prototype sandbox object: a host Object.prototype inside would hand out the host's Function.
  // Promise jobs stay in the context's own queue ('afterEvaluate'), so none is ever run by the host's loop
  // with host frames below it, and none outlives the evaluation that queued it unseen.
  const context: Context = createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: "afterEvaluate",
  });
  new Script(REALM_SETUP, { filename: SCRIPT_NAMES.realm }).runInContext(context);
  const RealmError = new Script("Error").runInContext(context) as ErrorConstructor;
  // import() with no module loader answers with an error of the host's realm; this one answers with the
  // realm's own. (Static imports were resolved by the bundler; nothing is loaded at run time.)
  const importModuleDynamically = () => {
    throw new RealmError("import() is not available while pages are prerendered");
  };
  return {
    run(code, filename) {
      // The option is typed for vm modules; a function that throws is what the sandbox needs.
      const options = { filename, importModuleDynamically } as unknown as { filename: string };
      return new Script(code, options).runInContext(context);
    },
  };
}

/** Loads the site's prerender bundle and renders the pages named by `keys`; the JSON text of `{ [key]: outcome }`. */
export async function renderPages(realm: SiteRealm, script: string, keys: string[]): Promise<unknown> {
  realm.run(script, SCRIPT_NAMES.site);
  realm.run(`${PRERENDER_GLOBAL}.loadAll()`, SCRIPT_NAMES.realm);
  // One turn of the loop, then an empty evaluation: what the pages' loading settled from outside the realm
  // (a refused import(), say) reaches its handlers inside the realm before the pages render.
  await new Promise((resolve) => setImmediate(resolve));
  realm.run("undefined", SCRIPT_NAMES.realm);
  return realm.run(`${PRERENDER_GLOBAL}.renderAll(${JSON.stringify(JSON.stringify(keys))})`, SCRIPT_NAMES.realm);
}
