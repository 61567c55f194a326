import { describe, expect, it } from "vitest";
import { mediaHeaders } from "./media-headers";

describe("mediaHeaders", () => {
  it("shows images, video and fonts inline, sandboxed, never sniffed", () => {
    for (const mime of [
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/avif",
      "image/gif",
      "video/mp4",
      "video/webm",
      "font/woff2",
    ]) {
      const headers = mediaHeaders(mime);
      expect(headers["content-type"]).toBe(mime);
      expect(headers["content-disposition"]).toBe("inline");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toMatch(/^default-src 'none';.*; sandbox$/);
      expect(headers["content-security-policy"]).not.toContain("script-src");
    }
  });

  it("sandboxes an SVG with no scripts and no loads but embedded pictures", () => {
    expect(mediaHeaders("image/svg+xml")).toMatchObject({
      "content-type": "image/svg+xml",
      "content-disposition": "inline",
      "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    });
  });

  it("shows a PDF inline without sandbox, which would keep browsers' viewers from showing it", () => {
    const headers = mediaHeaders("application/pdf");
    expect(headers["content-disposition"]).toBe("inline");
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none';/);
    expect(headers["content-security-policy"]).not.toContain("sandbox");
  });

  it("only lets anything else be downloaded", () => {
    for (const mime of ["text/html", "application/javascript", "image/x-icon", "application/octet-stream"]) {
      expect(mediaHeaders(mime)).toMatchObject({
        "content-type": mime,
        "content-disposition": "attachment",
        "content-security-policy": "default-src 'none'; sandbox",
        "x-content-type-options": "nosniff",
      });
    }
    expect(mediaHeaders("text/html\r\nset-cookie: a=b")["content-type"]).toBe("application/octet-stream");
    expect(mediaHeaders("")["content-disposition"]).toBe("attachment");
  });

  it("reads the type without its parameters", () => {
    expect(mediaHeaders("IMAGE/SVG+XML; charset=utf-8")["content-type"]).toBe("image/svg+xml");
  });

  it("names the file for saving, in ASCII and in UTF-8", () => {
    expect(mediaHeaders("image/png", "café-menu.png")["content-disposition"]).toBe(
      `inline; filename="caf_-menu.png"; filename*=UTF-8''caf%C3%A9-menu.png`,
    );
    expect(mediaHeaders("text/plain", 'a"b\\c.txt')["content-disposition"]).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });

  it("lets published sites on other origins embed media", () => {
    expect(mediaHeaders("image/png")["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});
