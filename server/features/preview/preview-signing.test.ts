import { describe, expect, it } from "vitest";
import { type PreviewClaims, signedPreviewUrl, verifyPreviewUrl } from "./preview-signing";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const ORIGIN = "http://preview.localhost:3000";
const now = Date.UTC(2026, 0, 1);
const claims: PreviewClaims = {
  id: "AbC-123_xyz",
  siteId: "site-1",
  pagePath: "pages/blog/My Post.jsx",
  expiresAt: now / 1000 + 300,
  hasSnapshot: false,
};

function tamper(url: string, name: string, value: string): URL {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed;
}

describe("signed preview URLs", () => {
  it("round-trips on the preview origin until they expire", () => {
    const url = signedPreviewUrl(ORIGIN, SECRET, claims);
    expect(url.startsWith(`${ORIGIN}/p/AbC-123_xyz?`)).toBe(true);
    expect(verifyPreviewUrl(new URL(url), SECRET, now)).toEqual(claims);
    expect(verifyPreviewUrl(new URL(url), SECRET, now + 299_000)).toEqual(claims);
    expect(verifyPreviewUrl(new URL(url), SECRET, now + 300_000)).toBeNull();
  });

  it("refuses any changed part, another secret and a missing signature", () => {
    const url = signedPreviewUrl(ORIGIN, SECRET, claims);
    expect(verifyPreviewUrl(tamper(url, "site", "site-2"), SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(tamper(url, "page", "pages/Index.jsx"), SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(tamper(url, "exp", String(claims.expiresAt + 3600)), SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(tamper(url, "snap", "1"), SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(tamper(url, "sig", "x"), SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(new URL(url.replace("/p/AbC", "/p/XbC")), SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(new URL(url), `${SECRET}!`, now)).toBeNull();
    const unsigned = new URL(url);
    unsigned.searchParams.delete("sig");
    expect(verifyPreviewUrl(unsigned, SECRET, now)).toBeNull();
    expect(verifyPreviewUrl(new URL(`${ORIGIN}/`), SECRET, now)).toBeNull();
  });
});
