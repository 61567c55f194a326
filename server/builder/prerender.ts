// Prerendering a site's pages, always in a prerender sandbox (sandbox/). A sandbox serves one organization
// and no other: a worker keeps the one of the organization it rendered for last (its React warm, each render
// in a fresh realm), ends it when another organization's build comes, and hands that one a spare readied
// while nobody waited. So what one tenant's code does to its process never meets another tenant's site.
import { BuildError } from "./build-error";
import { SANDBOX_CPU_SECONDS, SANDBOX_IDLE_MS, SANDBOX_RENDERS } from "./limits";
import type { PrerenderVendor, SandboxReply } from "./sandbox/protocol";
import { Sandbox } from "./sandbox/sandbox";
import type { SandboxOptions } from "./sandbox/sandbox-process";

/**
 * A page's markup, the posts whose HTML it read (`webcraft:content`) and its `meta` export as the sandbox
 * reported it (unchecked), or why it has none.
 */
export type RenderOutcome = { html: string; reads?: string[]; meta?: unknown } | { error: string };

/** Renders one organization's site: `vendor` (React's script), then the site's `script`, then each page. */
export type SitePrerender = {
  render(vendor: PrerenderVendor, script: string, pagePaths: string[]): Promise<Map<string, RenderOutcome>>;
};

type Spare = { vendor: PrerenderVendor; sandbox: Sandbox; ready: Promise<SandboxReply> };
type Serving = Spare & { organizationId: string; renders: number; idleTimer?: NodeJS.Timeout };

function isOutcome(value: unknown): value is RenderOutcome {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.html === "string" || typeof record.error === "string";
}

/** Keeps `reads` only as a list of strings (`meta` is checked where it is used): the site's code shapes the answer. */
function readsChecked(outcome: RenderOutcome): RenderOutcome {
  if ("error" in outcome && typeof outcome.error === "string") return { error: outcome.error };
  const { html, reads, meta } = outcome as { html: string; reads?: unknown; meta?: unknown };
  const checked: RenderOutcome = meta === undefined ? { html } : { html, meta };
  if (!Array.isArray(reads)) return checked;
  return { ...checked, reads: reads.filter((read): read is string => typeof read === "string") };
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
    outcomes.set(path, isOutcome(outcome) ? readsChecked(outcome) : { error: "The page produced no markup" });
  }
  return outcomes;
}

export class Prerenderer {
  private spare: Spare | undefined;
  private serving: Serving | undefined;
  /** React's script of the last render, which the next spare is prepared with. */
  private lastVendor: PrerenderVendor | undefined;

  constructor(private readonly options: SandboxOptions) {}

  /** The prerender of `organizationId`'s sites. */
  for(organizationId: string): SitePrerender {
    return { render: (vendor, script, pagePaths) => this.render(organizationId, vendor, script, pagePaths) };
  }

  /** Pid of the sandbox serving the organization, if one does: tests show tenants never share one. */
  servingPid(organizationId: string): number | undefined {
    return this.servingSandbox(organizationId)?.pid;
  }

  /** The sandbox serving the organization, if one does: tests watch its process. */
  servingSandbox(organizationId: string): Sandbox | undefined {
    return this.serving?.organizationId === organizationId ? this.serving.sandbox : undefined;
  }

  /** Starts the sandbox the next organization will take, unless one waits already or none rendered yet. */
  prepareNext(): void {
    if (this.spare === undefined && this.lastVendor !== undefined) this.spare = this.launch(this.lastVendor);
  }

  close(): void {
    this.spare?.sandbox.kill();
    this.spare = undefined;
    this.retire();
  }

  private async render(organizationId: string, vendor: PrerenderVendor, script: string, pagePaths: string[]) {
    const serving = this.servingFor(organizationId, vendor);
    clearTimeout(serving.idleTimer);
    try {
      await serving.ready;
      serving.renders += 1;
      const reply = await serving.sandbox.request({ type: "render", script, pagePaths });
      if (reply.type === "rendered") return outcomesOf(reply.json, pagePaths);
      // The site's own failure leaves the sandbox serving; a reply out of turn ends it.
      if (reply.type === "failed") throw new BuildError(422, `Prerender failed: ${reply.message}`, []);
      serving.sandbox.kill();
      throw new BuildError(422, "Prerender failed: the renderer answered out of turn", []);
    } finally {
      // A sandbox that died, broke its protocol, served its renders or used half its CPU seconds (the kernel
      // ends it at all of them) serves no one again.
      if (serving.sandbox.ended || serving.renders >= SANDBOX_RENDERS || this.spentCpu(serving)) this.retire(serving);
      else serving.idleTimer = setTimeout(() => this.retire(serving), SANDBOX_IDLE_MS).unref();
    }
  }

  private spentCpu(serving: Serving): boolean {
    return serving.sandbox.cpuSeconds() >= (this.options.cpuSeconds ?? SANDBOX_CPU_SECONDS) / 2;
  }

  /** The organization's sandbox, or a spare (never one that served another organization) bound to it. */
  private servingFor(organizationId: string, vendor: PrerenderVendor): Serving {
    const current = this.serving;
    if (current?.organizationId === organizationId && current.vendor === vendor && !current.sandbox.ended) {
      return current;
    }
    this.retire();
    const spare = this.spare?.vendor === vendor && !this.spare.sandbox.ended ? this.spare : this.launch(vendor);
    if (spare !== this.spare) this.spare?.sandbox.kill();
    this.spare = undefined;
    this.lastVendor = vendor;
    this.serving = { ...spare, organizationId, renders: 0 };
    return this.serving;
  }

  /** Ends the serving sandbox (only `which`, when given: a timer or render may outlive its turn). */
  private retire(which: Serving | undefined = this.serving): void {
    if (which === undefined || which !== this.serving) return;
    clearTimeout(which.idleTimer);
    which.sandbox.kill();
    this.serving = undefined;
  }

  private launch(vendor: PrerenderVendor): Spare {
    const sandbox = new Sandbox(this.options);
    const ready = sandbox.request({ type: "prepare", vendor });
    // A spare that fails to start is reported by the render that takes it.
    ready.catch(() => undefined);
    return { vendor, sandbox, ready };
  }
}
