// Prerendering a site's pages, always in a prerender sandbox (sandbox/): each sandbox renders one site and
// is ended. The worker starts the next, with React loaded, once its build has answered (`prepareNext`), so
// a publish seldom waits for a sandbox to start and never shares the cores with one starting.
import { BuildError } from "./build-error";
import type { SandboxReply } from "./sandbox/protocol";
import { Sandbox } from "./sandbox/sandbox";
import type { SandboxOptions } from "./sandbox/sandbox-process";

export type RenderOutcome = { html: string } | { error: string };

type Spare = { vendor: string; sandbox: Sandbox; ready: Promise<SandboxReply> };

function isOutcome(value: unknown): value is RenderOutcome {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.html === "string" || typeof record.error === "string";
}

/** Reads the sandbox's JSON without trusting it: a page missing or malformed counts as no markup. */
function outcomesOf(json: string, pagePaths: string[]): Map<string, RenderOutcome> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(json);
  } catch {
    // Every page then reports that it produced no markup.
  }
  const outcomes = new Map<string, RenderOutcome>();
  for (const path of pagePaths) {
    const outcome =
      typeof parsed === "object" && parsed !== null && Object.hasOwn(parsed, path)
        ? (parsed as Record<string, unknown>)[path]
        : null;
    outcomes.set(path, isOutcome(outcome) ? outcome : { error: "The page produced no markup" });
  }
  return outcomes;
}

export class Prerenderer {
  private spare: Spare | undefined;
  /** React's script of the last render, which the next sandbox is prepared with. */
  private lastVendor: string | undefined;

  constructor(private readonly options: SandboxOptions) {}

  /**
   * Runs React's `vendor` script, then the site's prerender `script`, and renders each page: its markup or
   * its error. A failure before any page renders is a 422 naming it.
   */
  async render(vendor: string, script: string, pagePaths: string[]): Promise<Map<string, RenderOutcome>> {
    const current = this.spare?.vendor === vendor ? this.spare : this.launch(vendor);
    if (current !== this.spare) this.spare?.sandbox.kill();
    this.spare = undefined;
    this.lastVendor = vendor;
    try {
      await current.ready;
      const reply = await current.sandbox.request({ type: "render", script, pagePaths });
      if (reply.type === "failed") throw new BuildError(422, `Prerender failed: ${reply.message}`, []);
      if (reply.type !== "rendered")
        throw new BuildError(422, "Prerender failed: the renderer answered out of turn", []);
      return outcomesOf(reply.json, pagePaths);
    } finally {
      current.sandbox.kill();
    }
  }

  /** Starts the sandbox the next render will take, unless one is waiting already or none has rendered yet. */
  prepareNext(): void {
    if (this.spare === undefined && this.lastVendor !== undefined) this.spare = this.launch(this.lastVendor);
  }

  close(): void {
    this.spare?.sandbox.kill();
    this.spare = undefined;
  }

  private launch(vendor: string): Spare {
    const sandbox = new Sandbox(this.options);
    const ready = sandbox.request({ type: "prepare", vendor });
    // A spare that fails to start is reported by the render that takes it.
    ready.catch(() => undefined);
    return { vendor, sandbox, ready };
  }
}
