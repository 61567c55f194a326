import { describe, expect, it } from "vitest";
import { deviceOf, isRobot, referrerHost, visitorAddress } from "./visit-rules";

const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";

describe("visit rules", () => {
  it("tells robots, command-line clients and headless browsers from people", () => {
    for (const robot of [
      undefined,
      "",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Twitterbot/1.0",
      "curl/8.5.0",
      "Wget/1.21",
      "python-requests/2.31",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse",
    ]) {
      expect(isRobot(robot), String(robot)).toBe(true);
    }
    for (const person of [DESKTOP, IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD]) expect(isRobot(person)).toBe(false);
  });

  it("classes devices", () => {
    expect(deviceOf(DESKTOP)).toBe("desktop");
    expect(deviceOf(IPHONE)).toBe("mobile");
    expect(deviceOf(ANDROID_PHONE)).toBe("mobile");
    expect(deviceOf(ANDROID_TABLET)).toBe("tablet");
    expect(deviceOf(IPAD)).toBe("tablet");
  });

  it("keeps only the referring host, and none for the site itself", () => {
    expect(referrerHost("https://www.Google.com/search?q=cake", "bakery.example.com")).toBe("www.google.com");
    expect(referrerHost("http://news.example.org:8080/a", "bakery.example.com")).toBe("news.example.org");
    expect(referrerHost("https://bakery.example.com/about", "bakery.example.com")).toBe("");
    expect(referrerHost("http://bakery.localhost/about", "bakery.localhost:3000")).toBe("");
    expect(referrerHost(undefined, "x")).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", "x")).toBe("");
    expect(referrerHost("https://user@evil.example/", "x")).toBe("");
    expect(referrerHost("https://bad host/", "x")).toBe("");
  });

  it("reads the address behind trusted proxies only", () => {
    const none = { trust: false, hops: 1 };
    expect(visitorAddress("10.0.0.1", "1.2.3.4", none)).toBe("10.0.0.1");
    expect(visitorAddress("10.0.0.1", "9.9.9.9, 1.2.3.4", { trust: true, hops: 1 })).toBe("1.2.3.4");
    expect(visitorAddress("10.0.0.1", "9.9.9.9, 1.2.3.4", { trust: true, hops: 2 })).toBe("9.9.9.9");
    expect(visitorAddress("10.0.0.1", undefined, { trust: true, hops: 1 })).toBe("10.0.0.1");
  });
});
