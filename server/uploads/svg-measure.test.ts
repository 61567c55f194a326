import { describe, expect, it } from "vitest";
import { declaredSize, embeddedPictures, markupLength } from "./svg-measure";

const root = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}><rect/></svg>`;

describe("declaredSize", () => {
  it("reads width and height in pixels, or in absolute units converted to CSS pixels", () => {
    expect(declaredSize(root(' width="120" height="80.4"'))).toEqual({ width: 120, height: 80 });
    expect(declaredSize(root(' width="1in" height="72pt"'))).toEqual({ width: 96, height: 96 });
    expect(declaredSize(root(' width="25.4mm" height="2.54cm"'))).toEqual({ width: 96, height: 96 });
  });

  it("completes a missing side from the viewBox, or takes the viewBox alone", () => {
    expect(declaredSize(root(' viewBox="0 0 200 100" width="50"'))).toEqual({ width: 50, height: 25 });
    expect(declaredSize(root(' viewBox="0,0,200,100" height="50"'))).toEqual({ width: 100, height: 50 });
    expect(declaredSize(root(' viewBox="0 0 24 24" width="100%" height="100%"'))).toEqual({ width: 24, height: 24 });
  });

  it("knows no size when the file declares none, and ignores other attributes that end in width", () => {
    expect(declaredSize(root(""))).toBeNull();
    expect(declaredSize(root(' stroke-width="3" width="10em"'))).toBeNull();
    expect(declaredSize(root(' width="-5" height="0"'))).toBeNull();
  });
});

describe("embeddedPictures and markupLength", () => {
  it("finds base64 and percent-encoded pictures and measures the markup around them", () => {
    const svg = root("").replace(
      "<rect/>",
      '<image href="data:image/png;base64,AAEC"/><rect style="fill: url(data:image/gif,%00%01)"/>',
    );
    expect(embeddedPictures(svg)).toEqual([Buffer.from([0, 1, 2]), Buffer.from([0, 1])]);
    expect(markupLength(svg)).toBe(svg.length - "data:image/png;base64,AAEC".length - "data:image/gif,%00%01".length);
  });
});
