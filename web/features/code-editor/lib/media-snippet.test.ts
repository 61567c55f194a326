import { describe, expect, it } from "vitest";
import { mediaSnippet, runtimeImportEdit } from "./media-snippet";

const hero = { path: "hero.jpg", alt: "Our shop at dawn", mime: "image/jpeg" };

describe("the Insert media snippet", () => {
  it("is the runtime's Image in pages and components, url() in CSS and the address elsewhere", () => {
    expect(mediaSnippet("pages/Index.jsx", hero)).toBe('<Image src="/media/hero.jpg" alt="Our shop at dawn" />');
    expect(mediaSnippet("components/Card.tsx", hero)).toBe('<Image src="/media/hero.jpg" alt="Our shop at dawn" />');
    expect(mediaSnippet("styles.css", hero)).toBe('url("/media/hero.jpg")');
    expect(mediaSnippet("site.json", hero)).toBe("/media/hero.jpg");
    expect(mediaSnippet("lib/images.js", hero)).toBe("/media/hero.jpg");
    // A PDF or a video is a link's address, not a picture.
    expect(mediaSnippet("pages/Index.jsx", { path: "menu.pdf", alt: "", mime: "application/pdf" })).toBe(
      "/media/menu.pdf",
    );
  });

  it("encodes the path and writes any alt text safely, naming the file when it has none", () => {
    const ana = { path: "team/ana lopez.jpg", alt: "", mime: "image/jpeg" };
    expect(mediaSnippet("pages/Team.jsx", ana)).toBe('<Image src="/media/team/ana%20lopez.jpg" alt="ana lopez" />');
    const quoted = { path: "sign.png", alt: 'The "Open" sign', mime: "image/png" };
    expect(mediaSnippet("pages/Index.jsx", quoted)).toBe('<Image src="/media/sign.png" alt={"The \\"Open\\" sign"} />');
  });

  it("adds the import of Image once, joining an import of the runtime that lacks it", () => {
    const snippet = mediaSnippet("pages/Index.jsx", hero);
    expect(runtimeImportEdit("pages/Index.jsx", snippet, "export default function Index() {}\n")).toEqual({
      line: 1,
      replace: false,
      text: 'import { Image } from "webcraft";',
    });
    const withForm = 'import Layout from "../components/Layout.jsx";\nimport { Form } from "webcraft";\n';
    expect(runtimeImportEdit("pages/Index.jsx", snippet, withForm)).toEqual({
      line: 2,
      replace: true,
      text: 'import { Form, Image } from "webcraft";',
    });
    expect(runtimeImportEdit("pages/Index.jsx", snippet, "import { Image } from 'webcraft';\n")).toBeNull();
    expect(runtimeImportEdit("styles.css", 'url("/media/hero.jpg")', "")).toBeNull();
  });
});
