// The app's side of visit counting: its own counter (for site requests the app answers), the batches
// the site front sends, the flush every few seconds, and the days' salts, stored ahead so that every
// process and every restart of the same day hashes a visitor alike (docs/product.md#analytics).
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/create-db";
import type { SiteResponse } from "../host/site-response";
import { createDailySalts, createVisitCounter, VISIT_FLUSH_MS, type Visit, type VisitBatch } from "./visit-counter";
import { dayOf } from "./visit-rules";
import { keepSalts, saveVisits } from "./visit-store";

const DAY_MS = 86_400_000;

export type VisitRecorder = ReturnType<typeof createVisitRecorder>;
export type SaltEntries = [string, Buffer][];

export function createVisitRecorder(database: Db, { now = Date.now }: { now?: () => number } = {}) {
  const random = () => randomBytes(32);
  const salts = createDailySalts(random);
  const counter = createVisitCounter({ saltFor: (day) => salts.get(day), now });
  const listeners = new Set<(entries: SaltEntries) => void>();
  let stored: SaltEntries = [];
  let saltsOf = "";
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** Runs `task` after the ones before it; a failure is logged and the counts it held are lost. */
  function serial(task: () => Promise<void>): Promise<void> {
    chain = chain.then(task).catch((error: unknown) => console.error("[analytics] saving visits failed", error));
    return chain;
  }

  /** Today's and tomorrow's salts, stored; yesterday's deleted. Only when the day changed or a salt was made here. */
  async function refreshSalts() {
    const today = dayOf(now());
    const unsaved = salts.unsaved();
    if (saltsOf === today && unsaved.length === 0) return;
    stored = await keepSalts(database, today, [today, dayOf(now() + DAY_MS)], new Map(unsaved), random);
    salts.replace(stored);
    saltsOf = today;
    for (const listener of listeners) listener(stored);
  }

  async function flushNow() {
    const batch = counter.take();
    if (batch) await saveVisits(database, batch);
    await refreshSalts();
  }

  return {
    /** Loads (or makes) today's and tomorrow's salts, then flushes every VISIT_FLUSH_MS. */
    async start(): Promise<void> {
      await serial(refreshSalts);
      timer = setInterval(() => void serial(flushNow), VISIT_FLUSH_MS);
      timer.unref();
    },
    /** Counts a site host's answer that the app gave, when it is a page view. */
    count(answer: SiteResponse, visit: Visit, address: string): void {
      if (answer.page !== undefined) counter.count(answer.page, visit, address);
    },
    /** Adds a batch the site front counted. */
    record(batch: VisitBatch | null): Promise<void> {
      return batch ? serial(() => saveVisits(database, batch)) : chain;
    },
    /** Adds what the app counted so far to the database now. */
    flush(): Promise<void> {
      return serial(flushNow);
    },
    /** Calls `listener` with the stored salts now and whenever they change (the site front's). */
    onSalts(listener: (entries: SaltEntries) => void): () => void {
      listeners.add(listener);
      listener(stored);
      return () => listeners.delete(listener);
    },
    async close(): Promise<void> {
      clearInterval(timer);
      await serial(flushNow);
    },
  };
}
