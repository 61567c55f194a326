// Builds waiting for a worker, taken fairly between organizations: each has its own line, organizations take
// turns (the one served longest ago goes first), and none runs more than its share of the workers at once.
// So a tenant that queues many slow builds delays only its own.

export type QueuedBuild = { organizationId: string };

export class FairQueue<T extends QueuedBuild> {
  private readonly lines = new Map<string, T[]>();
  /** Organizations with waiting builds, the one served longest ago first. */
  private turns: string[] = [];
  private readonly running = new Map<string, number>();
  private waiting = 0;

  constructor(private readonly runningPerOrganization: number) {}

  get size(): number {
    return this.waiting;
  }

  waitingFor(organizationId: string): number {
    return this.lines.get(organizationId)?.length ?? 0;
  }

  push(build: T): void {
    const line = this.lines.get(build.organizationId);
    if (line === undefined) {
      this.lines.set(build.organizationId, [build]);
      this.turns.push(build.organizationId);
    } else {
      line.push(build);
    }
    this.waiting += 1;
  }

  /** The next build of each organization that may start one now, in turn order. */
  candidates(): T[] {
    const heads: T[] = [];
    for (const organizationId of this.turns) {
      if ((this.running.get(organizationId) ?? 0) >= this.runningPerOrganization) continue;
      const head = this.lines.get(organizationId)?.[0];
      if (head !== undefined) heads.push(head);
    }
    return heads;
  }

  /** Takes a candidate out of its line; its organization goes to the back of the turns. */
  start(build: T): void {
    const { organizationId } = build;
    const line = this.lines.get(organizationId) ?? [];
    line.splice(line.indexOf(build), 1);
    this.waiting -= 1;
    this.turns = this.turns.filter((other) => other !== organizationId);
    if (line.length > 0) this.turns.push(organizationId);
    else this.lines.delete(organizationId);
    this.running.set(organizationId, (this.running.get(organizationId) ?? 0) + 1);
  }

  finish(build: T): void {
    const left = (this.running.get(build.organizationId) ?? 1) - 1;
    if (left > 0) this.running.set(build.organizationId, left);
    else this.running.delete(build.organizationId);
  }

  /** Every waiting build, oldest line first; the queue is left empty. */
  drain(): T[] {
    const all = this.turns.flatMap((organizationId) => this.lines.get(organizationId) ?? []);
    this.lines.clear();
    this.turns = [];
    this.waiting = 0;
    return all;
  }
}
