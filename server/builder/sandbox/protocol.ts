// Messages between a build worker and one prerender sandbox: one JSON object per line, on the sandbox's
// stdin (to it) and stdout (from it). JSON, not Node's IPC: the sandbox gets no channel that can carry
// handles, and what comes back is parsed as untrusted text.

export type SandboxRequest =
  /**
   * React's prerender script (the builder's own code, trusted), evaluated in every realm before site code,
   * and a script that exercises it once, in the first realm, so the sandbox starts warm.
   */
  | { type: "prepare"; vendor: PrerenderVendor }
  /** The site's prerender bundle and the pages to render with it, in a realm of their own. */
  | { type: "render"; script: string; pagePaths: string[] };

export type PrerenderVendor = { script: string; warmUp: string };

export type SandboxReply =
  /** React is loaded; `node` is the runtime's version (process.version), which tests check. */
  | { type: "ready"; node: string }
  /** `{ [pagePath]: { html } | { error } }` as JSON text, straight from the site's realm. */
  | { type: "rendered"; json: string }
  /** A failure before any page rendered: the site script threw while it loaded, say. */
  | { type: "failed"; message: string }
  /**
   * Said after every other reply, once the program has readied what comes next and waits, blocked, for its
   * next request: from here until then nothing in it runs, and the worker stops it (process-control.ts).
   */
  | { type: "idle" };

/** The names the sandbox gives its scripts; stack traces inside it show these and nothing of the host. */
export const SCRIPT_NAMES = { realm: "webcraft-realm.js", vendor: "vendor.js", site: "site.js" } as const;
