// The write-back corpus: each shape of JSX, TSX, TS and JSON a page's words can live in, edited as the
// preview's Edit mode sends it. Each edit must leave a file that parses, change nothing outside the
// literal, and build to show the new words; refusals must say why.
import { PAGE_EDIT_MESSAGES } from "@common/schemas/page-edits";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { writeBackJson } from "./json-write-back";
import { writeBackScript } from "./write-back";
import { literalAt, renderPage } from "./write-back-kit";

type Case = { name: string; path?: string; source: string; marker: string; value: string; written?: string };

const page = (body: string) => `export default function Page() {\n  return (\n${body}\n  );\n}\n`;

const CASES: Case[] = [
  {
    name: "a heading",
    source: page("    <h1>Welcome to the salon</h1>"),
    marker: "Welcome",
    value: "Welcome to Glow",
    written: "<h1>Welcome to Glow</h1>",
  },
  {
    name: "an entity kept beside the change",
    source: page("    <p>Hair &amp; beauty in Durban</p>"),
    marker: "Hair",
    value: "Hair & beauty in Umhlanga",
    written: "Hair &amp; beauty in Umhlanga",
  },
  {
    name: "a non-breaking space entity",
    source: page("    <p>From&nbsp;R 320 a cut</p>"),
    marker: "From",
    value: "From\u00a0R 350 a cut",
    written: "From&nbsp;R 350 a cut",
  },
  {
    name: "multi-line text, second line",
    source: page("    <p>\n      We open early\n      and close late.\n    </p>"),
    marker: "We open",
    value: "We open early and close at six.",
    written: "      We open early\n      and close at six.\n",
  },
  {
    name: "multi-line text, first line",
    source: page("    <p>\n      We open early\n      and close late.\n    </p>"),
    marker: "We open",
    value: "We start early and close late.",
    written: "      We start early\n      and close late.\n",
  },
  {
    name: "text before an expression",
    source: `const name = 'Ana';\n${page("    <p>Hello {name}, welcome</p>")}`,
    marker: "Hello",
    value: "Good morning ",
    written: "<p>Good morning {name}",
  },
  {
    name: "text after an expression",
    source: `const name = 'Ana';\n${page("    <p>Hello {name}, welcome</p>")}`,
    marker: ", welcome",
    value: ", you are welcome",
    written: "{name}, you are welcome</p>",
  },
  {
    name: "text around a nested link",
    source: page('    <p>Call <a href="/contact">us</a> today</p>'),
    marker: "today",
    value: " this week",
    written: "</a> this week</p>",
  },
  {
    name: "text inside a nested link",
    source: page('    <p>Call <a href="/contact">us</a> today</p>'),
    marker: "us",
    value: "the salon",
    written: ">the salon</a>",
  },
  {
    name: "an alt attribute",
    source: page('    <img src="/media/a.jpg" alt="A chair by the window" />'),
    marker: "A chair",
    value: "Our washing station",
    written: 'alt="Our washing station"',
  },
  {
    name: "an attribute in single quotes",
    source: page("    <img src='/media/a.jpg' alt='The team' />"),
    marker: "The team",
    value: "Ayanda's team",
    written: "alt='Ayanda&apos;s team'",
  },
  {
    name: "an attribute keeping an entity",
    source: page('    <img alt="Tom &amp; Lee at work" src="/media/a.jpg" />'),
    marker: "Tom",
    value: "Tom &amp; Lee on a Saturday".replace("&amp;", "&"),
    written: 'alt="Tom &amp; Lee on a Saturday"',
  },
  {
    name: "a title attribute",
    source: page('    <abbr title="South African Rand">ZAR</abbr>'),
    marker: "South",
    value: "Rand",
    written: 'title="Rand"',
  },
  {
    name: "a placeholder",
    source: page('    <input placeholder="Your name" />'),
    marker: "Your name",
    value: "Your full name",
    written: 'placeholder="Your full name"',
  },
  {
    name: "an aria-label",
    source: page('    <button aria-label="Open the menu">☰</button>'),
    marker: "Open the",
    value: "Menu",
    written: 'aria-label="Menu"',
  },
  {
    name: "a quote in an attribute",
    source: page('    <img src="/media/a.jpg" alt="A cut" />'),
    marker: "A cut",
    value: 'The "big chop"',
    written: 'alt="The &quot;big chop&quot;"',
  },
  {
    name: "a string child",
    source: page('    <h2>{"Our prices"}</h2>'),
    marker: "Our prices",
    value: "Prices",
    written: '<h2>{"Prices"}</h2>',
  },
  {
    name: "a string child in single quotes",
    source: page("    <h2>{'Our prices'}</h2>"),
    marker: "Our prices",
    value: "Today's prices",
    written: "<h2>{'Today\\'s prices'}</h2>",
  },
  {
    name: "a string in a list of steps",
    source:
      'const STEPS = [\n  { title: "Choose", text: "Pick a treatment." },\n];\n' +
      page("    <ol>{STEPS.map((s) => <li key={s.title}>{s.text}</li>)}</ol>"),
    marker: "Pick",
    value: "Pick a treatment or two.",
    written: 'text: "Pick a treatment or two." }',
  },
  {
    name: "a string in an array",
    source: `const DAYS = ["Monday", "Tuesday"];\n${page("    <ul>{DAYS.map((d) => <li key={d}>{d}</li>)}</ul>")}`,
    marker: "Tuesday",
    value: "Tuesday (late)",
    written: '["Monday", "Tuesday (late)"]',
  },
  {
    name: "a component's prop",
    source: `function Hero({ title }) { return <h1>{title}</h1>; }\n${page('    <Hero title="Fresh cuts" />')}`,
    marker: "Fresh",
    value: "Fresh cuts, kind prices",
    written: 'title="Fresh cuts, kind prices"',
  },
  {
    name: "a component's children",
    source: `function Button({ children }) { return <button>{children}</button>; }\n${page("    <Button>Book now</Button>")}`,
    marker: "Book",
    value: "Book on WhatsApp",
    written: "<Button>Book on WhatsApp</Button>",
  },
  {
    name: "accented letters",
    source: page("    <p>Café au lait</p>"),
    marker: "Café",
    value: "Crème brûlée",
    written: "<p>Crème brûlée</p>",
  },
  {
    name: "an emoji beside the change",
    source: page("    <p>Hi 👋 there</p>"),
    marker: "Hi",
    value: "Hi 👋🏽 there",
    written: "<p>Hi 👋🏽 there</p>",
  },
  {
    name: "right-to-left text",
    source: page("    <p>مرحبا بكم</p>"),
    marker: "مرحبا",
    value: "أهلا وسهلا",
    written: "<p>أهلا وسهلا</p>",
  },
  {
    name: "Hebrew beside English",
    source: page("    <p>Shalom שלום friends</p>"),
    marker: "Shalom",
    value: "Shalom שלום חברים",
    written: "<p>Shalom שלום חברים</p>",
  },
  {
    name: "markup typed as words",
    source: page("    <p>Hello</p>"),
    marker: "Hello",
    value: "<script>alert(1)</script>",
    written: "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
  },
  {
    name: "braces typed as words",
    source: page("    <p>Hello</p>"),
    marker: "Hello",
    value: "Use {code} here",
    written: "<p>Use &#123;code&#125; here</p>",
  },
  {
    name: "an ampersand typed as words",
    source: page("    <p>Hair and beauty</p>"),
    marker: "Hair",
    value: "Hair & beauty",
    written: "<p>Hair & beauty</p>",
  },
  {
    name: "an entity typed as words",
    source: page("    <p>Hello</p>"),
    marker: "Hello",
    value: "Write &amp; for and",
    written: "<p>Write &amp;amp; for and</p>",
  },
  {
    name: "quotes and a backslash in a string",
    source: `const note = "Open daily";\n${page("    <p>{note}</p>")}`,
    marker: "Open daily",
    value: 'He said "hi" \\ ok',
    written: 'const note = "He said \\"hi\\" \\\\ ok";',
  },
  {
    name: "a line break typed into text",
    source: page("    <p>One line</p>"),
    marker: "One",
    value: "First\nsecond",
    written: "<p>First second</p>",
  },
  {
    name: "a TSX page",
    path: "pages/Typed.tsx",
    source:
      "type Props = { n?: number };\nexport default function Page(_: Props) {\n  return <h1>Typed page</h1>;\n}\n",
    marker: "Typed page",
    value: "Still typed",
    written: "<h1>Still typed</h1>",
  },
  {
    name: "a fragment's text",
    source: page("    <>Just words</>"),
    marker: "Just",
    value: "Only words",
    written: "<>Only words</>",
  },
  {
    name: "words taken out",
    source: page("    <p>Open from Monday to Saturday</p>"),
    marker: "Open",
    value: "Open Monday",
    written: "<p>Open Monday</p>",
  },
  { name: "every word replaced", source: page("    <p>abc</p>"), marker: "abc", value: "xyz", written: "<p>xyz</p>" },
  {
    name: "indentation around the text",
    source: page("    <p>\n      Indented words\n    </p>"),
    marker: "Indented",
    value: "Other words",
    written: "<p>\n      Other words\n    </p>",
  },
  {
    name: "an image's address",
    source: page('    <img src="/media/old.jpg" alt="Old" />'),
    marker: "/media/old",
    value: "/media/new photo.jpg",
    written: 'src="/media/new photo.jpg"',
  },
  {
    name: "a conditional's words",
    source: `const open = false;\n${page('    <p>{open ? "Open" : "Closed"}</p>')}`,
    marker: "Closed",
    value: "Closed today",
    written: ': "Closed today"',
  },
  {
    name: "a fallback's words",
    source: `const headline = '';\n${page('    <h1>{headline || "Welcome"}</h1>')}`,
    marker: "Welcome",
    value: "Hello",
    written: '|| "Hello"',
  },
  {
    name: "a brace entity kept",
    source: page("    <p>Use &#123; to open, and more</p>"),
    marker: "Use",
    value: "Use { to open, and less",
    written: "<p>Use &#123; to open, and less</p>",
  },
];

function showsText(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ");
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

function attributesOf(html: string): string {
  return showsText(html.replace(/<([^>]*)>/g, " $1 "));
}

describe("writing an edit back into JSX, TSX and TS", () => {
  it.each(CASES)("$name", ({ path = "pages/Page.jsx", source, marker, value, written }) => {
    const literal = literalAt(path, source, marker);
    const next = writeBackScript(path, source, { kind: literal.kind, start: literal.start, end: literal.end, value });
    if (written !== undefined) expect(next).toContain(written);
    // Nothing outside the literal moved.
    expect(next.slice(0, literal.start)).toBe(source.slice(0, literal.start));
    expect(next.slice(next.length - (source.length - literal.end))).toBe(source.slice(literal.end));
    // The page builds and shows the new words (JSX text shows a line break as a space).
    const shown = literal.kind === "text" ? value.replace(/\n/g, " ") : value;
    const html = renderPage(path, next);
    expect(literal.kind === "attribute" ? attributesOf(html) : showsText(html)).toContain(shown);
  });

  it("writes a TypeScript module's strings too", () => {
    const source = 'export const hours = { weekdays: "08:00 – 17:00" };\n';
    const literal = literalAt("components/hours.ts", source, "08:00");
    const next = writeBackScript("components/hours.ts", source, { ...literal, value: "09:00 – 18:00" });
    expect(next).toBe('export const hours = { weekdays: "09:00 – 18:00" };\n');
  });
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error("The edit was not refused");
}

describe("edits the page cannot make", () => {
  const path = "pages/Page.jsx";
  const source =
    "const name = 'Ana';\n" +
    page(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the page's own template literal, as source text
      '    <div className="hero">\n      <h1>{`Hi ${name}`}</h1>\n      <p>{name.toUpperCase()}</p>\n      <img src="/media/a.jpg" alt="A" />\n    </div>',
    );

  it("refuses a class name: it is code, not words", () => {
    const start = source.indexOf('"hero"');
    const message = refusal(() =>
      writeBackScript(path, source, { kind: "attribute", start, end: start + 6, value: "x" }),
    );
    expect(message).toBe(PAGE_EDIT_MESSAGES.notWords);
  });

  it("refuses a template literal and a function's result", () => {
    const template = source.indexOf("`Hi");
    const call = source.indexOf("name.toUpperCase()");
    for (const [start, end] of [
      [template, source.indexOf("`}") + 1],
      [call, call + "name.toUpperCase()".length],
    ] as const) {
      expect(refusal(() => writeBackScript(path, source, { kind: "string", start, end, value: "x" }))).toBe(
        PAGE_EDIT_MESSAGES.notWords,
      );
    }
  });

  it("refuses a range that is a literal of another kind", () => {
    const literal = literalAt(path, source, 'A"');
    const message = refusal(() => writeBackScript(path, source, { ...literal, kind: "text", value: "B" }));
    expect(message).toBe(PAGE_EDIT_MESSAGES.notWords);
  });

  it("refuses an image address outside the library or https", () => {
    const literal = literalAt(path, source, "/media/a.jpg");
    for (const value of ["javascript:alert(1)", "http://example.com/a.jpg", "/etc/passwd"]) {
      expect(refusal(() => writeBackScript(path, source, { ...literal, value }))).toBe(PAGE_EDIT_MESSAGES.notImage);
    }
  });

  it("refuses a file that does not parse, naming it", () => {
    const broken = "export default function Page() { return <h1>Hi</h1>;";
    const start = broken.indexOf("Hi");
    const message = refusal(() => writeBackScript(path, broken, { kind: "text", start, end: start + 2, value: "Yo" }));
    expect(message).toBe(PAGE_EDIT_MESSAGES.fileDoesNotParse(path));
  });

  it("refuses text that would lose its edge spaces", () => {
    const text = page("    <p>\n      Words\n    </p>");
    const literal = literalAt(path, text, "Words");
    const message = refusal(() => writeBackScript(path, text, { ...literal, value: "  Words" }));
    expect(message).toBe(PAGE_EDIT_MESSAGES.spacesAtEdges);
  });
});

const SITE_JSON = `{
  "name": "Glow Hair Studio",
  "tagline": "Hair, nails and skin",
  "logo": "",
  "contact": {
    "email": "hello@glow.co.za",
    "hours": [
      { "days": "Tuesday to Friday", "hours": "08:30 – 18:00" },
      { "days": "Saturday", "hours": "08:00 – 15:00" }
    ]
  },
  "copy": {
    "headline": "Leave a little lighter",
    "services": [
      { "name": "Wash and cut", "description": "A finish that lasts.", "price": "From R 320" },
      { "name": "Silk press", "description": "No chemicals.", "price": "From R 450" }
    ]
  }
}
`;

describe("writing an edit back into data/site.json", () => {
  const path = "data/site.json";
  const lines = (text: string) => text.split("\n");
  const changedLines = (before: string, after: string) =>
    lines(after).filter((line, index) => line !== lines(before)[index]);

  it.each([
    { name: "the headline", pointer: ["copy", "headline"], value: "Leave lighter, feel brighter" },
    { name: "a price in a one-line object", pointer: ["copy", "services", 1, "price"], value: "From R 480" },
    { name: "a line of opening hours", pointer: ["contact", "hours", 0, "hours"], value: "09:00 – 18:00" },
    { name: "unicode and right-to-left words", pointer: ["tagline"], value: "Cheveux, ongles — صالون" },
    {
      name: "quotes and a backslash",
      pointer: ["copy", "services", 0, "description"],
      value: 'A "fresh" cut \\ style',
    },
    { name: "the logo, a library picture", pointer: ["logo"], value: "/media/logo.png" },
  ])("$name changes one line", ({ pointer, value }) => {
    const next = writeBackJson(path, SITE_JSON, pointer, value);
    let node: unknown = JSON.parse(next);
    for (const step of pointer) node = (node as Record<string | number, unknown>)[step];
    expect(node).toBe(value);
    expect(changedLines(SITE_JSON, next)).toHaveLength(1);
  });

  it("refuses what is not text, is gone, or breaks the details' rules", () => {
    expect(refusal(() => writeBackJson(path, SITE_JSON, ["contact", "hours"], "x"))).toBe(PAGE_EDIT_MESSAGES.notText);
    expect(refusal(() => writeBackJson(path, SITE_JSON, ["copy", "services", 9, "price"], "x"))).toBe(
      PAGE_EDIT_MESSAGES.notInData,
    );
    expect(refusal(() => writeBackJson(path, SITE_JSON, ["contact", "email"], "not an address"))).toBe(
      "Write a valid email address",
    );
    expect(refusal(() => writeBackJson(path, SITE_JSON, ["logo"], "javascript:alert(1)"))).toBe(
      PAGE_EDIT_MESSAGES.notImage,
    );
    expect(refusal(() => writeBackJson(path, "{ broken", ["name"], "x"))).toBe(
      PAGE_EDIT_MESSAGES.fileDoesNotParse(path),
    );
  });
});
