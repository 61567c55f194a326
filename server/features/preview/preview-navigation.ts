import { routeForPage } from "@common/page-routes";

/** The message a preview page posts to the editor when a visitor follows one of the site's own links. */
export const PREVIEW_NAVIGATE_MESSAGE = "webcraft:navigate";

// A value inlined in a script: JSON, with '<' escaped so it cannot close the script element.
function scriptValue(value: string): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * The preview origin answers only signed URLs, so a site link followed inside the frame would land on a
 * 404. Instead the click is handed to the editor, which opens that page (and previews it). Relative links
 * resolve against the page's published route, as they would on the live site; links to other origins, new
 * windows or with modifier keys keep their usual behaviour.
 */
function navigationScript(appOrigin: string, route: string): string {
  return `(function(){
var appOrigin=${scriptValue(appOrigin)},route=${scriptValue(route)};
document.addEventListener("click",function(event){
if(event.defaultPrevented||event.button!==0||event.metaKey||event.ctrlKey||event.shiftKey||event.altKey)return;
var link=event.target instanceof Element?event.target.closest("a[href]"):null;
if(!link||link.hasAttribute("download"))return;
var target=link.getAttribute("target");
if(target&&target!=="_self")return;
var href=link.getAttribute("href")||"";
if(href.charAt(0)==="#")return;
var path;
if(/^[a-z][a-z0-9+.-]*:|^\\/\\//i.test(href)){
var url=new URL(href,location.href);
if(url.origin!==location.origin)return;
path=url.pathname;
}else{
path=new URL(href,"http://site.invalid"+route).pathname;
}
event.preventDefault();
parent.postMessage({type:${scriptValue(PREVIEW_NAVIGATE_MESSAGE)},path:path},appOrigin);
},true);
})();`;
}

/** A preview document with the link hand-off added; published documents never get it. */
export function withPreviewNavigation(html: string, appOrigin: string, pagePath: string): string {
  const script = `<script>${navigationScript(appOrigin, routeForPage(pagePath) ?? "/")}</script>\n`;
  const end = html.lastIndexOf("</body>");
  return end === -1 ? html + script : html.slice(0, end) + script + html.slice(end);
}
