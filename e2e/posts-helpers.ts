import type { Post } from "@common/schemas/posts";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The editor's body, as people and screen readers find it. */
export function body(page: Page): Locator {
  return page.getByRole("textbox", { name: "Body" });
}

/** The save status reads "Saved" (autosave done). */
export async function expectSaved(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
}

/** A post made through the API, as the page's user. */
export async function createPostViaApi(page: Page, siteId: string, input: Record<string, unknown>): Promise<Post> {
  const response = await page.request.post(`/api/sites/${siteId}/posts`, { data: input });
  expect(response.status()).toBe(201);
  return (await response.json()) as Post;
}

export async function postViaApi(page: Page, postId: string): Promise<Post> {
  const response = await page.request.get(`/api/posts/${postId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Post;
}

/** A paragraph of text, as a post body holds it. */
export function paragraphs(...texts: string[]) {
  return { type: "doc", content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) };
}

/**
 * What Word puts on the clipboard for a heading, a paragraph with bold and a link, and a two-item bulleted
 * list: conditional comments, Mso classes, mso- styles, <o:p> and typed bullets.
 */
export const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!--
p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
--></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=EN-ZA style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span style='font-size:20.0pt;font-family:"Calibri Light"'>Harvest festival<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:8.0pt;line-height:107%'><span lang=EN-ZA style='font-size:12.0pt;color:#C00000'>Join us on <b>Saturday</b> at the <a href="https://karoo.example/farm"><span style='color:#0563C1'>farm</span></a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Pumpkin soup<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Fresh bread<o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

/** What Google Docs puts on the clipboard: a <b> that is not bold around it all, bold and italic as styles. */
export const GOOGLE_DOCS_CLIPBOARD = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1e6f2a-7fff-1d2b-9a3c-123456789abc"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;vertical-align:baseline;white-space:pre-wrap;">Opening times</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;white-space:pre-wrap;">Weekdays</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;white-space:pre-wrap;"> from seven</span></p></b>`;

/** Pastes HTML into the focused editor as a browser does: a paste event carrying text/html. */
export async function pasteHtml(page: Page, html: string) {
  await body(page).evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData("text/html", data);
    transfer.setData("text/plain", "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, html);
}
