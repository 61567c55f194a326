// The HTML documents a build produces: the preview page and the published pages.
import { escapeHtml } from "@common/escape-html";
import { PARAMS_ATTRIBUTE } from "./entries";
import { defaultHeadTags, defaultTitle, documentLanguage, NO_SITE_HEAD, type SiteHead } from "./page-head";
import type { PageMeta } from "./page-meta";

// esbuild already escapes these inside string literals; this also covers comments and regular expressions,
// where '\x3C' still means '<', so an inline script or style cannot end its element early.
function inlineScript(js: string): string {
  return js.replace(/<(\/script|!--)/gi, "\\x3C$1");
}

function inlineStyle(css: string): string {
  return css.replace(/<\/style/gi, "\\3C/style");
}

const headStart = (language = "en") => `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">`;
const HEAD_START = headStart();

/**
 * One self-contained document rendered in the browser: styles, the React vendor script (a classic script,
 * so it has run before any module script) and the page's module script, all inline.
 */
export function previewDocument(options: { title: string; vendor: string; script: string; style: string }): string {
  return `${HEAD_START}
<title>${escapeHtml(options.title)}</title>
<style>${inlineStyle(options.style)}</style>
</head>
<body>
<div id="root"></div>
<script>${inlineScript(options.vendor)}</script>
<script type="module">${inlineScript(options.script)}</script>
</body>
</html>
`;
}

// React 19 renders a page's <title>, <meta> and <link> elements first, after the stylesheets it keeps once
// per page (a <style> with `precedence`, as the runtime's shop components have); they belong in the head,
// where crawlers read them and where React looks for them when it hydrates.
const HOISTED =
  /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>|<style\b[^>]*\bdata-precedence="[^"]*"[^>]*>[^<]*<\/style>)+/;

/** Splits the prerendered markup into what goes in the head and what goes in the root element. */
function hoistHead(markup: string): { head: string; body: string } {
  const head = HOISTED.exec(markup)?.[0] ?? "";
  return { head, body: markup.slice(head.length) };
}

/**
 * A published page: prerendered markup that its module script hydrates; asset paths are absolute URLs.
 * What the page renders into its head wins over its `meta` export, which wins over the site's defaults (`site`).
 */
export function publishedDocument(options: {
  title: string;
  route: string;
  markup: string;
  script: string;
  styles: string[];
  preloads: string[];
  /** Web font files the stylesheets name, preloaded (fonts are fetched without credentials, hence crossorigin). */
  fonts?: string[];
  site?: SiteHead;
  /** Markup the build adds to the head (a post page's JSON-LD), already safe to place there. */
  extraHead?: string;
  /** A post page's params, given to the page again when it hydrates. */
  params?: Record<string, string>;
  /** Markup after the root element (the content island), already safe to place there. */
  afterRoot?: string;
  meta?: PageMeta;
}): string {
  const site = options.site ?? NO_SITE_HEAD;
  const { head, body } = hoistHead(options.markup);
  const ownTitle = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const fallback = defaultTitle(options.title, options.route, site, options.meta);
  const title = ownTitle === undefined ? `<title>${escapeHtml(fallback)}</title>\n` : "";
  // An own title is already escaped as React wrote it; unescaped again only to be escaped once more.
  const shownTitle = ownTitle === undefined ? fallback : unescapeHtml(ownTitle);
  const links = [
    // What the build adds (a post's og:type) counts as the page's own: no default repeats it.
    ...defaultHeadTags(head + (options.extraHead ?? ""), shownTitle, site, options.route, options.meta),
    ...options.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(options.fonts ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...options.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...(options.extraHead ? [options.extraHead] : []),
  ];
  const params = options.params ? ` ${PARAMS_ATTRIBUTE}="${escapeHtml(JSON.stringify(options.params))}"` : "";
  return `${headStart(documentLanguage(site))}
${title}${head}
${links.join("\n")}
<script type="module" src="${escapeHtml(options.script)}"></script>
</head>
<body>
<div id="root"${params}>${body}</div>${options.afterRoot ?? ""}
</body>
</html>
`;
}

/** Served with status 404 when a site has no pages/404.jsx. */
export function defaultNotFoundDocument(): string {
  return `${HEAD_START}
<title>Page not found</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:ui-sans-serif,system-ui,sans-serif;color:#0f172a;background:#fff}main{text-align:center;padding:2rem}h1{font-size:2rem;margin:0 0 .5rem}p{color:#475569}a{color:#4f46e5}</style>
</head>
<body>
<main>
<h1>Page not found</h1>
<p>The page you are looking for does not exist.</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}
