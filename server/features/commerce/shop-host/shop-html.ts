// The frame of the shop's pages on a site's hosts (checkout, payment, order status): plain HTML that works
// without JavaScript, in the site's colour and name, with a policy that runs only the page's own scripts.
import { createHash } from "node:crypto";
import { escapeHtml } from "@common/escape-html";
import { formatRand } from "@common/plans";
import type { SiteBrand } from "../../../site/host/site-brand";

const PLAIN_COLOUR = "#0f172a";

const CSS =
  "*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc;border-top:.375rem solid var(--brand);line-height:1.5}" +
  "main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}" +
  ".site{display:flex;align-items:center;gap:.75rem;font-weight:700;color:inherit;text-decoration:none}.site img{max-height:2.5rem;max-width:8rem;object-fit:contain}" +
  "table{width:100%;border-collapse:collapse}td,th{padding:.45rem 0;text-align:left;vertical-align:top;border-bottom:1px solid #e2e8f0}td.n,th.n{text-align:right;white-space:nowrap}td+td,th+th{padding-left:.75rem}" +
  ".muted{color:#475569}.total td{font-weight:700;border-bottom:0}.box{background:#fff;border:1px solid #e2e8f0;border-radius:.6rem;padding:1rem 1.25rem;margin:1rem 0}" +
  "label{display:block;font-weight:600;margin:.85rem 0 .3rem}input,textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #64748b;border-radius:.4rem;background:#fff;color:inherit}" +
  "fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;padding:0}.choice{display:flex;gap:.6rem;align-items:flex-start;font-weight:400;margin:.5rem 0}.choice input{width:auto;margin-top:.3rem}" +
  ".button{display:inline-block;margin-top:1rem;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.4rem;background:var(--brand);color:#fff;cursor:pointer;text-decoration:none;text-align:center}" +
  ".button.wide{width:100%}.link{background:none;border:0;color:inherit;text-decoration:underline;font:inherit;cursor:pointer;padding:0}" +
  ".error{color:#b91c1c;font-weight:600}.status{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:#e2e8f0;font-weight:600;font-size:.9rem}" +
  "@media(prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}.muted{color:#cbd5e1}.box{background:#1e293b;border-color:#334155}td,th{border-color:#334155}" +
  "input,textarea{background:#1e293b;border-color:#94a3b8}.button{box-shadow:0 0 0 1px #94a3b8}.error{color:#fca5a5}.status{background:#334155}}" +
  "@media print{body{border:0}.button,form{display:none}}";

/** The cart's key in the visitor's localStorage, as the site runtime keeps it. */
export const CART_KEY = "webcraft:cart";

/** Empties the visitor's cart: the order holds what was in it now. */
export const CLEAR_CART = `try{localStorage.removeItem(${JSON.stringify(CART_KEY)})}catch(e){}`;

export type ShopPage = {
  title: string;
  brand: SiteBrand;
  body: string;
  status?: number;
  /** Scripts run inline, each allowed by its hash. */
  scripts?: string[];
  /** Where the page's forms may go besides the site itself (PayFast's payment page). */
  formTargets?: string[];
  /** Seconds after which the page loads itself again (an order waiting for PayFast's word). */
  refreshSeconds?: number;
  head?: boolean;
};

/** The pages' scripts are a few constants: each is hashed once. */
const hashes = new Map<string, string>();
function hashOf(script: string): string {
  let hash = hashes.get(script);
  if (hash === undefined) {
    hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    hashes.set(script, hash);
  }
  return hash;
}

export function rand(cents: number): string {
  return escapeHtml(formatRand(cents));
}

export function shopResponse(page: ShopPage): Response {
  const { brand } = page;
  const name = escapeHtml(brand.name);
  const logo = brand.logo ? `<img src="${escapeHtml(brand.logo)}" alt="">` : "";
  const scripts = page.scripts ?? [];
  const refresh = page.refreshSeconds ? `<meta http-equiv="refresh" content="${page.refreshSeconds}">` : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${escapeHtml(page.title)} · ${name}</title><style>:root{--brand:${brand.colour ?? PLAIN_COLOUR}}${CSS}</style></head>
<body><main><a class="site" href="/">${logo}<span>${name}</span></a>${page.body}</main>${scripts.map((script) => `<script>${script}</script>`).join("")}</body></html>`;
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    `script-src ${scripts.length > 0 ? scripts.map(hashOf).join(" ") : "'none'"}`,
    `form-action 'self' ${(page.formTargets ?? []).join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  return new Response(page.head ? null : html, {
    status: page.status ?? 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-security-policy": policy,
    },
  });
}

/** The rows of an order's or a cart's totals: subtotal, delivery, total, and the VAT inside it. */
export function totalRows(
  totals: { subtotal_cents: number; shipping_cents: number; vat_cents: number; total_cents: number },
  delivery: string,
) {
  const vat =
    totals.vat_cents > 0
      ? `<tr><td class="muted">Includes VAT (15 %)</td><td class="n muted">${rand(totals.vat_cents)}</td></tr>`
      : "";
  return (
    `<tr><td>Subtotal</td><td class="n">${rand(totals.subtotal_cents)}</td></tr>` +
    `<tr><td>${escapeHtml(delivery)}</td><td class="n">${totals.shipping_cents === 0 ? "Free" : rand(totals.shipping_cents)}</td></tr>` +
    `<tr class="total"><td>Total</td><td class="n">${rand(totals.total_cents)}</td></tr>${vat}`
  );
}
