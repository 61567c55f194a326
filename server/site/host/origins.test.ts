import { describe, expect, it } from "vitest";
import { hostClassifier } from "./origins";

describe("hostClassifier", () => {
  it("tells the app, preview, sites' own hosts, possible custom domains and loopback names apart (dev origins)", () => {
    const classify = hostClassifier({
      appOrigin: "http://localhost:3000",
      previewOrigin: "http://preview.localhost:3000",
      siteDomain: "localhost:3000",
    });
    expect(classify("localhost:3000")).toEqual({ kind: "app" });
    expect(classify("127.0.0.1:3000")).toEqual({ kind: "app" });
    expect(classify("preview.localhost:3000")).toEqual({ kind: "preview" });
    expect(classify("Bakery.localhost:3000")).toEqual({ kind: "site", slug: "bakery" });
    expect(classify("a.bakery.localhost:3000")).toEqual({ kind: "unknown" });
    // A custom domain answers on SITE_DOMAIN's port, or with none (a proxy in front).
    expect(classify("WWW.Example.com")).toEqual({ kind: "domain", hostname: "www.example.com" });
    expect(classify("www.example.com:3000")).toEqual({ kind: "domain", hostname: "www.example.com" });
    expect(classify("www.example.com.")).toEqual({ kind: "domain", hostname: "www.example.com" });
    expect(classify("www.example.com:8080")).toEqual({ kind: "unknown" });
    for (const loopback of ["localhost", "localhost:4000", "127.0.0.1", "[::1]", "[::1]:4000"]) {
      expect(classify(loopback), loopback).toEqual({ kind: "loopback" });
    }
    // Never a custom domain: under SITE_DOMAIN's name, an address, no dot, a bad name, nothing.
    for (const host of [
      "x.localhost",
      "10.0.0.1",
      "10.0.0.1:3000",
      "[2001:db8::1]:3000",
      "intranet",
      "a_b.example",
      "",
    ]) {
      expect(classify(host), host).toEqual({ kind: "unknown" });
    }
    expect(classify(undefined)).toEqual({ kind: "unknown" });
  });

  it("keeps production's own names out of the custom domains", () => {
    const classify = hostClassifier({
      appOrigin: "https://app.example.com",
      previewOrigin: "https://preview.example-sites.com",
      siteDomain: "example-sites.com",
    });
    expect(classify("app.example.com")).toEqual({ kind: "app" });
    expect(classify("shop.example-sites.com")).toEqual({ kind: "site", slug: "shop" });
    expect(classify("www.bakery.co.za")).toEqual({ kind: "domain", hostname: "www.bakery.co.za" });
    expect(classify("example.com")).toEqual({ kind: "domain", hostname: "example.com" });
    for (const host of ["example-sites.com", "app.example.com.", "a.shop.example-sites.com", "www.bakery.co.za:443"]) {
      expect(classify(host), host).toEqual({ kind: "unknown" });
    }
    // The TLS proxy on the same machine asks the domain check there.
    expect(classify("localhost:3000")).toEqual({ kind: "loopback" });
  });
});
