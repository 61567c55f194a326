// Prerendering a site's pages, always in a prerender sandbox (sandbox/): each sandbox renders one site and
// is ended, and the next is started with React loaded while nobody waits, so a publish seldom pays for it.
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

  constructor(private readonly options: SandboxOptions) {}

  /**
   * Runs React's `vendor` script, then the site's prerender `script`, and renders each page: its markup or
   * its error. A failure before any page renders is a 422 naming it.
   */
  async render(vendor: string, script: string, pagePaths: string[]): Promise<Map<string, RenderOutcome>> {
    const current = this.spare?.vendor === vendor ? this.spare : this.launch(vendor);
    if (current !== this.spare) this.spare?.sandbox.kill();
    this.spare = undefined;
    try {
      await current.ready;
      const reply = await current.sandbox.request({ type: "render", script, pagePaths });
      if (reply.type === "failed") throw new BuildError(422, `Prerender failed: ${reply.message}`, []);
      if (reply.type !== "rendered")
        throw new BuildError(422, "Prerender failed: the renderer answered out of turn", []);
      return outcomesOf(reply.json, pagePaths);
    } finally {
      current.sandbox.kill();
      this.spare = this.launch(vendor);
    }
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
