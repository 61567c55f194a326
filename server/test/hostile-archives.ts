// Archives an import must refuse, each with the words its refusal must hold. Built here, in code, so
// that the corpus is read as a list of intentions rather than a folder of binaries.
import { randomBytes } from "node:crypto";
import { type RawEntry, rawZip } from "../features/site-archive/archive-test-kit";
import { solidPng } from "./corpus-files";

export type HostileArchive = { name: string; zip: () => Promise<Buffer> | Buffer; status: number; message: RegExp };

const page = (name: string): RawEntry => ({ name, data: "export default () => <p>Hi</p>;\n" });
const MB = 1024 * 1024;
const manifest = (value: unknown): RawEntry => ({ name: "webcraft.json", data: JSON.stringify(value) });
const post = (slug: string) => ({
  title: slug,
  slug,
  status: "draft",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  body: { type: "doc", content: [{ type: "paragraph" }] },
});

export const HOSTILE_ARCHIVES: HostileArchive[] = [
  {
    name: "climbs out with ../",
    zip: () => rawZip([page("../evil.jsx")]),
    status: 400,
    message: /"\.\.\/evil\.jsx" points outside the site \('\.\.' climbs/,
  },
  {
    name: "climbs out from inside a folder",
    zip: () => rawZip([page("pages/../../evil.jsx")]),
    status: 400,
    message: /"pages\/\.\.\/\.\.\/evil\.jsx" points outside the site/,
  },
  {
    name: "an absolute path",
    zip: () => rawZip([page("/etc/cron.d/evil")]),
    status: 400,
    message: /"\/etc\/cron\.d\/evil" points outside the site \(an absolute path\)/,
  },
  {
    name: "a drive letter",
    zip: () => rawZip([page("C:/Windows/evil.jsx")]),
    status: 400,
    message: /"C:\/Windows\/evil\.jsx" points outside the site \(a drive letter\)/,
  },
  {
    name: "a drive-relative path",
    zip: () => rawZip([page("c:evil.jsx")]),
    status: 400,
    message: /"c:evil\.jsx" points outside the site \(a drive letter\)/,
  },
  {
    name: "backslashes",
    zip: () => rawZip([page("..\\..\\evil.jsx")]),
    status: 400,
    message: /points outside the site \(a backslash/,
  },
  {
    name: "a symbolic link",
    zip: () => rawZip([page("index.jsx"), { name: "secrets.jsx", data: "/etc/passwd", mode: 0o120777 }]),
    status: 400,
    message: /"secrets\.jsx" is a symbolic link/,
  },
  {
    name: "a Windows link (reparse point)",
    zip: () => rawZip([{ name: "link.jsx", data: "x", dosAttributes: 0x420 }]),
    status: 400,
    message: /"link\.jsx" is a symbolic link/,
  },
  {
    name: "a named pipe",
    zip: () => rawZip([{ name: "pipe", data: "", mode: 0o010644 }]),
    status: 400,
    message: /"pipe" is not a plain file or folder/,
  },
  {
    name: "a device",
    zip: () => rawZip([{ name: "disk", data: "", mode: 0o060644 }]),
    status: 400,
    message: /"disk" is not a plain file or folder/,
  },
  {
    name: "more than 5,000 entries",
    zip: () => rawZip(Array.from({ length: 5001 }, (_, i) => ({ name: `p/${i}.txt`, data: "", method: 0 }))),
    status: 400,
    message: /holds 5001 entries; an import takes at most 5000/,
  },
  {
    name: "more than 200 MB declared",
    zip: () => rawZip([1, 2, 3].map((i) => ({ name: `big-${i}.txt`, data: "x", declaredSize: 70 * MB }))),
    status: 413,
    message: /"big-3\.txt" brings the unpacked size past 200 MB/,
  },
  {
    name: "a zip bomb (one entry)",
    zip: () => rawZip([{ name: "bomb.txt", data: Buffer.alloc(10 * MB, 0x20) }]),
    status: 400,
    message: /"bomb\.txt" unpacks to more than 100 times its packed size/,
  },
  {
    name: "a zip bomb whose header lies about its size",
    zip: () => rawZip([{ name: "quiet.txt", data: Buffer.alloc(10 * MB, 0x20), declaredSize: 1000 }]),
    status: 400,
    message: /"quiet\.txt" holds more bytes than its header declares/,
  },
  {
    name: "a zip bomb spread thin over many entries",
    zip: () =>
      rawZip(Array.from({ length: 40 }, (_, i) => ({ name: `thin-${i}.txt`, data: Buffer.alloc(60 * 1024, 0x20) }))),
    status: 400,
    message: /The zip unpacks to more than 100 times its size/,
  },
  {
    name: "one name twice",
    zip: () => rawZip([page("index.jsx"), page("index.jsx")]),
    status: 400,
    message: /"index\.jsx" appears twice in the zip/,
  },
  {
    name: "names equal but for case",
    zip: () => rawZip([page("About.jsx"), page("about.jsx")]),
    status: 400,
    message: /"about\.jsx" and "About\.jsx" name the same file/,
  },
  {
    name: "names equal but for slashes",
    zip: () => rawZip([page("pages/a.jsx"), page("pages//a.jsx")]),
    status: 400,
    message: /"pages\/\/a\.jsx" and "pages\/a\.jsx" name the same file/,
  },
  {
    name: "names equal but for Unicode form",
    zip: () => rawZip([page("caf\u00e9.jsx"), page("cafe\u0301.jsx")]),
    status: 400,
    message: /name the same file/,
  },
  {
    name: "a file that is also a folder",
    zip: () => rawZip([page("pages"), page("pages/index.jsx")]),
    status: 400,
    message: /"pages" is both a file and a folder/,
  },
  {
    name: "an encrypted entry",
    zip: () => rawZip([{ name: "locked.jsx", data: "x", flags: 1 }]),
    status: 400,
    message: /"locked\.jsx" is encrypted/,
  },
  {
    name: "a name that is not UTF-8",
    zip: () => rawZip([{ name: Buffer.from([0x66, 0xff, 0x2e, 0x6a, 0x73]), data: "x" }]),
    status: 400,
    message: /name is not valid UTF-8/,
  },
  {
    name: "a name that hides its extension",
    zip: () => rawZip([page("invoice\u202Egpj.jsx")]),
    status: 400,
    message: /cannot be a site file: Path must not contain invisible text-direction/,
  },
  {
    name: "a binary source file",
    zip: () => rawZip([{ name: "tool.exe", data: Buffer.concat([Buffer.from([0xff, 0xfe, 0]), randomBytes(64)]) }]),
    status: 400,
    message: /"tool\.exe" is not UTF-8 text/,
  },
  {
    name: "a source file past 2 MB",
    zip: () => rawZip([{ name: "huge.js", data: randomBytes(1.6 * MB).toString("base64") }]),
    status: 413,
    message: /"huge\.js" is larger than the 2 MB one site file may hold/,
  },
  { name: "not a zip at all", zip: () => randomBytes(4096), status: 400, message: /not a zip archive/ },
  { name: "an empty zip", zip: () => rawZip([]), status: 400, message: /holds no files/ },
  {
    name: "a manifest of a later format",
    zip: () => rawZip([manifest({ format: 99, name: "Future" })]),
    status: 400,
    message: /webcraft\.json is of format 99/,
  },
  {
    name: "a manifest that is not JSON",
    zip: () => rawZip([{ name: "webcraft.json", data: "{ name: " }]),
    status: 400,
    message: /webcraft\.json is not a Webcraft site description: it is not JSON/,
  },
  {
    name: "two posts with one slug",
    zip: () => rawZip([manifest({ format: 1, name: "Blog", content: { posts: [post("hello"), post("hello")] } })]),
    status: 400,
    message: /the post "hello" has the slug "hello" of another post/,
  },
  {
    name: "an exported layout with a stray file",
    zip: () => rawZip([manifest({ format: 1, name: "Stray" }), page("files/index.jsx"), page("README.jsx")]),
    status: 400,
    message: /"README\.jsx" cannot be a site file: an exported site keeps its files under files\//,
  },
  {
    name: "media that is not a picture",
    zip: () => rawZip([manifest({ format: 1, name: "Media" }), { name: "media/notes.png", data: "just text" }]),
    status: 415,
    message: /"media\/notes\.png":/,
  },
  {
    name: "two media files that land on one name",
    zip: async () => {
      const png = await solidPng(8, 8);
      return rawZip([
        manifest({ format: 1, name: "Twins" }),
        { name: "media/logo.png", data: png },
        { name: "media/logo.jpg", data: png },
      ]);
    },
    status: 400,
    message:
      /"media\/logo\.png" and "media\/logo\.jpg" name the same file|"media\/logo\.jpg" and "media\/logo\.png" name the same file/,
  },
];
