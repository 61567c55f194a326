import { describe, expect, it } from "vitest";
import { looksLikeSvg } from "./looks-like-svg";
import { sanitizeSvg } from "./sanitize-svg";

function clean(svg: string): string {
  const verdict = sanitizeSvg(Buffer.from(svg));
  if (!("svg" in verdict)) throw new Error(`refused: ${verdict.problem}`);
  return verdict.svg;
}

function problem(svg: string) {
  const verdict = sanitizeSvg(Buffer.from(svg));
  return "problem" in verdict ? verdict.problem : null;
}

describe("sanitizeSvg", () => {
  it("keeps a drawing as it was: shapes, gradients, inner references, text, styles", () => {
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>' +
      '<symbol id="s"><circle r="2"/></symbol></defs>' +
      "<style>rect { fill: url(#g); }</style>" +
      '<rect width="10" height="10" style="stroke: blue"/><use xlink:href="#s" x="5"/>' +
      '<text x="1" y="9">Fish &amp; chips &lt;3</text>' +
      '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/></svg>';
    expect(clean(drawing)).toBe(drawing);
  });

  it("adds the SVG namespace a hand-written file forgot, and writes prefixed SVG elements plainly", () => {
    expect(clean('<svg viewBox="0 0 1 1"><rect width="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1"/></svg>',
    );
    expect(clean('<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect width="1"/></s:svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>',
    );
  });

  it("drops editor metadata in other namespaces, comments and the XML declaration", () => {
    const inkscape =
      '<?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" ' +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3">' +
      '<inkscape:grid/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
      '<path d="M0 0h1"/></svg>';
    expect(clean(inkscape)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><metadata></metadata><path d="M0 0h1"/></svg>',
    );
  });

  it("drops a public DOCTYPE but refuses one that declares entities", () => {
    const publicDoctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>';
    expect(clean(publicDoctype)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(problem('<!DOCTYPE svg [<!ENTITY a "x">]><svg>&a;</svg>')).toBe("reaches-out");
  });

  it("removes a style sheet that markup was hidden in, and a style with escapes", () => {
    expect(clean("<svg><style>a{}<g/>b{}</style></svg>")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style></style></svg>',
    );
    expect(clean('<svg><rect style="fill: u\\72l(javascript:x)"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
  });

  it("keeps web and mail links on <a>, and refuses files fetched by any other element", () => {
    expect(clean('<svg><a href="https://example.com/">x</a><a href="mailto:a@b.c">y</a></svg>')).toContain(
      '<a href="https://example.com/">x</a><a href="mailto:a@b.c">y</a>',
    );
    expect(problem('<svg><image href="photo.png"/></svg>')).toBe("reaches-out");
    // Undeclared, as in many hand-written files: still XLink.
    expect(problem('<svg><image xlink:href="https://tracker.example/p.png"/></svg>')).toBe("reaches-out");
    expect(problem('<svg><rect fill="url(//evil.example/x.svg#p)"/></svg>')).toBe("reaches-out");
    expect(
      problem(
        '<svg><feImage xlink:href="https://evil.example/x.png" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>',
      ),
    ).toBe("reaches-out");
  });

  it("keeps tabs and line breaks written as references, and reads literal ones as spaces", () => {
    expect(clean('<svg><text title="a&#10;b\nc">x</text></svg>')).toContain('title="a&#10;b c"');
  });

  it("reads a huge start tag or style sheet in one pass", () => {
    const attributes = Array.from({ length: 200_000 }, (_, i) => `a${i}="1"`).join(" ");
    const started = performance.now();
    expect(clean(`<svg><rect ${attributes}/></svg>`)).toContain('a199999="1"');
    expect(problem(`<svg><rect style="${"fill: url(#a) ".repeat(200_000)}fill: url(x.svg)"/></svg>`)).toBe(
      "reaches-out",
    );
    expect(problem(`<svg><rect style="${"url(".repeat(500_000)})"/></svg>`)).toBe("reaches-out");
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("refuses what is not well-formed XML or not an SVG at its root", () => {
    for (const broken of [
      "<svg><g></svg>",
      "<svg><rect width=1/></svg>",
      '<svg><rect width="1" width="2"/></svg>',
      "<svg>&nbsp;</svg>",
      "<svg>\u0001</svg>",
      "<svg/><svg/>",
      "<html><svg/></html>",
      "<svg></svg>trailing",
    ]) {
      expect(problem(broken), broken).toBe("unreadable");
    }
    expect(sanitizeSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0x3c, 0x2f, 0x73, 0x76, 0x67, 0x3e]))).toEqual({
      problem: "unreadable",
    });
  });
});

describe("looksLikeSvg", () => {
  it("finds the root after a byte-order mark, declaration, comments and DOCTYPE", () => {
    for (const svg of [
      "<svg/>",
      '\uFEFF<?xml version="1.0"?>\n<!-- x > y -->\n<!DOCTYPE svg [<!ENTITY a "b>c">]>\n<svg xmlns="http://www.w3.org/2000/svg">',
      "<svg:svg xmlns:svg='http://www.w3.org/2000/svg'/>",
      "  \n<svg\nwidth='1'>",
    ]) {
      expect(looksLikeSvg(Buffer.from(svg)), svg).toBe(true);
    }
  });

  it("says no to other XML, HTML and text", () => {
    for (const other of [
      "<svgx/>",
      "<html><svg/></html>",
      '<?xml version="1.0"?><feed/>',
      "svg",
      "<!-- <svg> -->",
      "",
    ]) {
      expect(looksLikeSvg(Buffer.from(other)), other).toBe(false);
    }
  });
});
