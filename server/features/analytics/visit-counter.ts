// Counts page views in memory, as requests are answered, in the site front process and in the app: O(1)
// per request (a few map lookups; one hash per new visitor). `take()` hands the aggregates over, to be added to the
// database at most every few seconds (docs/product.md#analytics). Addresses and user agents stay in
// memory until then; what leaves is the visitor's hash of both under the day's salt.
import { createHash } from "node:crypto";
import { type Device, dayOf, deviceOf, isRobot, nextDayStart, referrerHost } from "./visit-rules";

/** What a page view is read from: the request (the site front's parsed head fits as it is). */
export type Visit = {
  method: string;
  path: string;
  host?: string;
  userAgent?: string;
  referer?: string;
};

export type ViewCount = {
  siteId: string;
  day: string;
  path: string;
  referrerHost: string;
  device: string;
  views: number;
};
export type VisitorMark = { siteId: string; day: string; visitor: string };
/** The aggregates of a span of time: what a flush adds to the database. */
export type VisitBatch = { views: ViewCount[]; visitors: VisitorMark[] };

/** How often counts are handed over to be stored: the numbers lag the visits by this much at most. */
export const VISIT_FLUSH_MS = 5_000;

/** Beyond this many distinct rows between two flushes, new referrers count as none (memory stays bounded). */
const MAX_ROWS = 50_000;
const MAX_PATH_LENGTH = 512;
const MAX_AGENTS = 1_000;
const SEPARATOR = "\n";

export type VisitCounter = ReturnType<typeof createVisitCounter>;

export function createVisitCounter({
  saltFor,
  now = Date.now,
}: {
  /** The salt of a day's visitor hashes. */
  saltFor: (day: string) => Buffer;
  now?: () => number;
}) {
  let views = new Map<string, number>();
  /** The visitors since the last `take`: their hash, by site, day, address and user agent (kept in memory only). */
  let visitors = new Map<string, VisitorMark>();
  /** What each user agent met lately is: a robot (null) or a device class. */
  const agents = new Map<string, Device | null>();
  let today = "";
  let todayEnds = 0;

  function currentDay(): string {
    const at = now();
    if (at >= todayEnds || at < todayEnds - 86_400_000) {
      today = dayOf(at);
      todayEnds = nextDayStart(at);
    }
    return today;
  }

  function classify(userAgent: string | undefined): Device | null {
    if (userAgent === undefined) return null;
    let known = agents.get(userAgent);
    if (known === undefined) {
      known = isRobot(userAgent) ? null : deviceOf(userAgent);
      if (agents.size >= MAX_AGENTS) agents.clear();
      agents.set(userAgent, known);
    }
    return known;
  }

  return {
    /** Counts `visit` from `address` (see `visitorAddress`) as a view of `siteId`'s page, unless it is a robot's or not a GET. */
    count(siteId: string, visit: Visit, address: string): void {
      if (visit.method !== "GET") return;
      const device = classify(visit.userAgent);
      if (device === null) return;
      const userAgent = visit.userAgent ?? "";
      const day = currentDay();
      const path = visit.path.length > MAX_PATH_LENGTH ? visit.path.slice(0, MAX_PATH_LENGTH) : visit.path;
      let referrer = referrerHost(visit.referer, visit.host);
      const prefix = `${siteId}${SEPARATOR}${day}${SEPARATOR}${path}${SEPARATOR}`;
      let key = `${prefix}${referrer}${SEPARATOR}${device}`;
      let known = views.get(key);
      if (known === undefined && views.size >= MAX_ROWS && referrer !== "") {
        referrer = "";
        key = `${prefix}${SEPARATOR}${device}`;
        known = views.get(key);
      }
      if (known !== undefined || views.size < MAX_ROWS) views.set(key, (known ?? 0) + 1);
      // Hashed once per visitor between two flushes: a visitor's next pages cost one lookup.
      const raw = `${siteId}${SEPARATOR}${day}${SEPARATOR}${address}${SEPARATOR}${userAgent}`;
      if (visitors.has(raw) || visitors.size >= MAX_ROWS) return;
      const visitor = createHash("sha256")
        .update(saltFor(day))
        .update(address)
        .update(SEPARATOR)
        .update(userAgent)
        .digest("base64url");
      visitors.set(raw, { siteId, day, visitor });
    },

    /** The counts since the last call (null when there are none), and a fresh start. */
    take(): VisitBatch | null {
      if (views.size === 0 && visitors.size === 0) return null;
      const batch: VisitBatch = { views: [], visitors: [] };
      for (const [key, count] of views) {
        const [siteId = "", day = "", path = "", referrer = "", device = ""] = key.split(SEPARATOR);
        batch.views.push({ siteId, day, path, referrerHost: referrer, device, views: count });
      }
      batch.visitors = [...visitors.values()];
      views = new Map();
      visitors = new Map();
      return batch;
    },
  };
}

/**
 * The salts of visitor hashes by day, in memory. A day nobody gave a salt for gets a random one here
 * (listed by `unsaved` so the app can store it); the app stores today's and tomorrow's ahead, so that
 * every process hashes a visitor alike, and a restart the same day too.
 */
export function createDailySalts(random: () => Buffer) {
  const salts = new Map<string, Buffer>();
  const unsaved = new Set<string>();
  return {
    get(day: string): Buffer {
      let salt = salts.get(day);
      if (!salt) {
        salt = random();
        salts.set(day, salt);
        unsaved.add(day);
      }
      return salt;
    },
    /** Takes the stored salts as they are, and forgets every day not among them. */
    replace(entries: [string, Buffer][]) {
      salts.clear();
      unsaved.clear();
      for (const [day, salt] of entries) salts.set(day, salt);
    },
    /** Days whose salt was made here and not stored yet. */
    unsaved(): [string, Buffer][] {
      return [...unsaved].flatMap((day) => {
        const salt = salts.get(day);
        return salt ? [[day, salt] as [string, Buffer]] : [];
      });
    },
  };
}
