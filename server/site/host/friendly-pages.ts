/** A small self-contained page for hosts that have nothing to show: no scripts, no outside requests. */
export function friendlyPageHtml(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;max-width:28rem;padding:1rem}p{color:#475569}</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** The page with its headers, built once. */
export function friendlyPage(title: string, text: string) {
  const body = Buffer.from(friendlyPageHtml(title, text));
  return {
    body,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(body.length),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  };
}
