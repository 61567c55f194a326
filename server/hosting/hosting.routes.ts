import { Hono } from "hono";

const notFoundPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;max-width:28rem;padding:1rem}p{color:#475569}</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/** Published sites on {slug}.SITE_DOMAIN. Deployments arrive with the build service; until then no site is live. */
export function siteHostRoutes() {
  return new Hono().all("*", (c) =>
    c.html(notFoundPage("Site not found", "There is no published site at this address yet."), 404),
  );
}

/** The preview origin only answers signed preview URLs, which the build service issues. */
export function previewHostRoutes() {
  return new Hono().all("*", (c) =>
    c.html(notFoundPage("Preview not available", "This preview link is invalid or has expired."), 404),
  );
}
