// Counts page views in memory, as requests are answered, in the site front process and in the app: O(1)
// per request (a few map lookups; one hash per new visitor). `take()` hands the aggregates over, to be added to the
// database at most every few seconds (docs/product.md#analytics). Addresses and user agents stay in
// memory until then; what leaves is the visitor's hash of both under the day's salt.
import { createHash } from "node:crypto";
import { DEVICES, type Device, dayOf, deviceOf, isRobot, nextDayStart, referrerHost } from "./visit-rules";

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

/** A user agent met lately: a robot's (device null) or a browser's device class, and a short name for it. */
type Agent = { device: Device | null; id: number };
/** Views by device (desktop, mobile, tablet), in the order of DEVICES. */
type DeviceViews = [number, number, number];
/** One site's counts of one day: views by path and referrer, and the visitors already hashed. */
type SiteDay = { paths: Map<string, Map<string, DeviceViews>>; visitors: Map<string, Set<number>> };

const DEVICE_INDEX: Record<Device, 0 | 1 | 2> = { desktop: 0, mobile: 1, tablet: 2 };

export type VisitCounter = ReturnType<typeof createVisitCounter>;

/**
 * The counts are kept in nested maps keyed by the strings a request already holds (the site's id and the
 * day are the same objects every time, so their hashes are cached), and the user agent, the longest of
 * them, is looked at once per change: a browser sends the same one on every request of a connection.
 */
export function createVisitCounter({
  saltFor,
  now = Date.now,
}: {
  /** The salt of a day's visitor hashes. */
  saltFor: (day: string) => Buffer;
  now?: () => number;
}) {
  let counts = new Map<string, Map<string, SiteDay>>();
  let marks: VisitorMark[] = [];
  let rows = 0;
  /** What each user agent met lately is; the last one met, again, costs a comparison. */
  const agents = new Map<string, Agent>();
  let nextAgent = 0;
  let lastAgentText: string | undefined;
  let lastAgent: Agent = { device: null, id: -1 };
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

  function agentOf(userAgent: string | undefined): Agent | null {
    if (userAgent === undefined) return null;
    if (userAgent === lastAgentText) return lastAgent;
    let known = agents.get(userAgent);
    if (known === undefined) {
      known = { device: isRobot(userAgent) ? null : deviceOf(userAgent), id: nextAgent++ };
      if (agents.size >= MAX_AGENTS) agents.clear();
      agents.set(userAgent, known);
    }
    lastAgentText = userAgent;
    lastAgent = known;
    return known;
  }

  function siteDay(siteId: string, day: string): SiteDay {
    let days = counts.get(siteId);
    if (days === undefined) {
      days = new Map();
      counts.set(siteId, days);
    }
    let found = days.get(day);
    if (found === undefined) {
      found = { paths: new Map(), visitors: new Map() };
      days.set(day, found);
    }
    return found;
  }

  /** The views of `path` from `referrer`; past MAX_ROWS a new referrer counts as none, and then nothing new counts. */
  function viewsOf(paths: SiteDay["paths"], path: string, referrer: string): DeviceViews | undefined {
    let referrers = paths.get(path);
    if (referrers === undefined) {
      if (rows >= MAX_ROWS) return undefined;
      referrers = new Map();
      paths.set(path, referrers);
    }
    let views = referrers.get(referrer);
    if (views === undefined) {
      if (rows >= MAX_ROWS) return referrer === "" ? undefined : viewsOf(paths, path, "");
      views = [0, 0, 0];
      referrers.set(referrer, views);
      rows++;
    }
    return views;
  }

  return {
    /** Counts `visit` from `address` (see `visitorAddress`) as a view of `siteId`'s page, unless it is a robot's or not a GET. */
    count(siteId: string, visit: Visit, address: string): void {
      if (visit.method !== "GET") return;
      const agent = agentOf(visit.userAgent);
      if (agent === null || agent.device === null) return;
      const day = currentDay();
      const counted = siteDay(siteId, day);
      const path = visit.path.length > MAX_PATH_LENGTH ? visit.path.slice(0, MAX_PATH_LENGTH) : visit.path;
      const views = viewsOf(counted.paths, path, referrerHost(visit.referer, visit.host));
      if (views !== undefined) views[DEVICE_INDEX[agent.device]]++;
      // Hashed once per visitor between two flushes: a visitor's next pages cost one lookup.
      let agentsSeen = counted.visitors.get(address);
      if (agentsSeen?.has(agent.id) || marks.length >= MAX_ROWS) return;
      if (agentsSeen === undefined) {
        agentsSeen = new Set();
        counted.visitors.set(address, agentsSeen);
      }
      agentsSeen.add(agent.id);
      const hash = createHash("sha256")
        .update(saltFor(day))
        .update(address)
        .update(SEPARATOR)
        .update(visit.userAgent ?? "")
        .digest("base64url");
      marks.push({ siteId, day, visitor: hash });
    },

    /** The counts since the last call (null when there are none), and a fresh start. */
    take(): VisitBatch | null {
      if (counts.size === 0) return null;
      const batch: VisitBatch = { views: [], visitors: marks };
      for (const [siteId, days] of counts) {
        for (const [day, { paths }] of days) {
          for (const [path, referrers] of paths) {
            for (const [referrerHost, views] of referrers) {
              views.forEach((count, index) => {
                const device = DEVICES[index] as Device;
                if (count > 0) batch.views.push({ siteId, day, path, referrerHost, device, views: count });
              });
            }
          }
        }
      }
      counts = new Map();
      marks = [];
      rows = 0;
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
