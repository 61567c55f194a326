import { describe, expect, it } from "vitest";
import { createVisitCounter, type ViewCount } from "./visit-counter";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";
const DAY = Date.UTC(2026, 10, 24, 12);

function counter(at = { now: DAY }) {
  return createVisitCounter({ saltFor: (day) => Buffer.from(`salt of ${day}`), now: () => at.now });
}

function page(path: string, userAgent: string | undefined, referer?: string) {
  return { method: "GET", path, host: "cafe.example.test", userAgent, referer };
}

const sorted = (views: ViewCount[]) =>
  views.map((row) => `${row.siteId} ${row.day} ${row.path} [${row.referrerHost}] ${row.device} ${row.views}`).sort();

describe("visit counter", () => {
  it("adds views by site, day, path, referring host and device", () => {
    const visits = counter();
    visits.count("a", page("/", DESKTOP), "10.0.0.1");
    visits.count("a", page("/", DESKTOP), "10.0.0.1");
    visits.count("a", page("/", PHONE, "https://www.google.com/search?q=x"), "10.0.0.2");
    visits.count("a", page("/menu", TABLET, "https://cafe.example.test/"), "10.0.0.3");
    visits.count("b", page("/", DESKTOP), "10.0.0.1");
    expect(sorted(visits.take()?.views ?? [])).toEqual([
      "a 2026-11-24 / [] desktop 2",
      "a 2026-11-24 / [www.google.com] mobile 1",
      "a 2026-11-24 /menu [] tablet 1",
      "b 2026-11-24 / [] desktop 1",
    ]);
  });

  it("leaves robots, requests without a user agent and other methods than GET uncounted", () => {
    const visits = counter();
    visits.count("a", page("/", "Googlebot/2.1 (+http://www.google.com/bot.html)"), "10.0.0.1");
    visits.count("a", page("/", undefined), "10.0.0.1");
    visits.count("a", { ...page("/", DESKTOP), method: "HEAD" }, "10.0.0.1");
    expect(visits.take()).toBeNull();
  });

  it("marks a visitor once a day per address and user agent, as a salted hash that holds neither", () => {
    const at = { now: DAY };
    const visits = counter(at);
    visits.count("a", page("/", DESKTOP), "10.0.0.1");
    visits.count("a", page("/about", DESKTOP), "10.0.0.1");
    visits.count("a", page("/", PHONE), "10.0.0.1");
    visits.count("a", page("/", DESKTOP), "10.0.0.2");
    visits.count("b", page("/", DESKTOP), "10.0.0.1");
    const first = visits.take();
    expect(first?.visitors.map((mark) => mark.siteId).sort()).toEqual(["a", "a", "a", "b"]);
    const ofA = first?.visitors.filter((mark) => mark.siteId === "a").map((mark) => mark.visitor);
    expect(new Set(ofA).size).toBe(3);
    expect(JSON.stringify(first)).not.toContain("10.0.0.1");
    expect(JSON.stringify(first)).not.toContain("iPhone");

    // The same visitor hashes alike after a flush the same day, and differently the next day.
    visits.count("a", page("/", DESKTOP), "10.0.0.1");
    const again = visits.take();
    at.now += 86_400_000;
    visits.count("a", page("/", DESKTOP), "10.0.0.1");
    const tomorrow = visits.take();
    const firstOfA = first?.visitors.find((mark) => mark.siteId === "a")?.visitor;
    expect(again?.visitors[0]?.visitor).toBe(firstOfA);
    expect(tomorrow?.visitors[0]).toMatchObject({ day: "2026-11-25" });
    expect(tomorrow?.visitors[0]?.visitor).not.toBe(firstOfA);
  });

  it("keeps the user agents of a connection apart when they alternate", () => {
    const visits = counter();
    for (const userAgent of [DESKTOP, PHONE, DESKTOP, PHONE, TABLET])
      visits.count("a", page("/", userAgent), "10.0.0.1");
    expect(sorted(visits.take()?.views ?? [])).toEqual([
      "a 2026-11-24 / [] desktop 2",
      "a 2026-11-24 / [] mobile 2",
      "a 2026-11-24 / [] tablet 1",
    ]);
  });

  it("past its row limit counts new referrers as none, so memory stays bounded and views are not lost", () => {
    const visits = counter();
    for (let i = 0; i < 50_000; i++) visits.count("a", page(`/p${i}`, DESKTOP), "10.0.0.1");
    visits.count("a", page("/p1", DESKTOP, "https://news.example.org/"), "10.0.0.1");
    visits.count("a", page("/p2", DESKTOP), "10.0.0.1");
    visits.count("a", page("/new", DESKTOP), "10.0.0.1");
    const views = visits.take()?.views ?? [];
    expect(views).toHaveLength(50_000);
    expect(views.find((row) => row.path === "/p1")?.views).toBe(2);
    expect(views.find((row) => row.path === "/p2")?.views).toBe(2);
    expect(views.some((row) => row.referrerHost !== "" || row.path === "/new")).toBe(false);
  });
});
