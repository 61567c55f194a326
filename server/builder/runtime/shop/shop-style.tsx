// The shop components' own look, one stylesheet that React puts in the page once however many components
// ask for it. It sits in Tailwind's `components` layer (the layers named in Tailwind's order, so a site
// without Tailwind keeps the same order), so a site's utility classes and its own unlayered CSS win over
// it. Colours follow the site: `--wc-shop-accent` (else the templates' `--primary`) for buttons,
// `--wc-shop-surface` and `--wc-shop-text` for the cart's drawer, the text colour elsewhere.

const CSS = `@layer theme, base, components, utilities;
@layer components {
.wcs-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.wcs-grid{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));list-style:none;margin:0;padding:0}
.wcs-card{display:flex;flex-direction:column;height:100%;overflow:hidden;border:1px solid color-mix(in srgb,currentColor 15%,transparent);border-radius:1rem}
.wcs-media{position:relative;aspect-ratio:4/3;background:color-mix(in srgb,currentColor 6%,transparent)}
.wcs-media img{display:block;width:100%;height:100%;object-fit:cover}
.wcs-media svg{position:absolute;inset:25%;width:50%;height:50%;opacity:.35}
.wcs-badge{position:absolute;top:.75rem;left:.75rem;padding:.2rem .65rem;border-radius:9999px;background:#171717;color:#fff;font-size:.8125rem;font-weight:700}
.wcs-body{display:flex;flex:1;flex-direction:column;gap:.5rem;padding:1rem 1.125rem 1.25rem}
.wcs-title{margin:0;font-size:1.125rem;font-weight:700;line-height:1.3}
.wcs-price{margin:0;display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem;font-weight:700;font-variant-numeric:tabular-nums}
.wcs-price s{font-weight:400;opacity:.75}
.wcs-text{flex:1;font-size:.9375rem;line-height:1.5;opacity:.85;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.wcs-text>*{margin:0}
.wcs-form{margin:auto 0 0;padding-top:.5rem}
.wcs-add{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.625rem}
.wcs-field{display:flex;flex-direction:column;gap:.25rem;flex:1 1 8rem;font-size:.875rem;font-weight:600}
.wcs-field.wcs-qty{flex:0 0 5.5rem}
.wcs-field select,.wcs-field input{width:100%;min-height:2.75rem;padding:.5rem .625rem;border:1px solid color-mix(in srgb,currentColor 35%,transparent);border-radius:.625rem;background:transparent;color:inherit;font:inherit;font-weight:400}
.wcs-field option{color:#171717;background:#fff}
.wcs-button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;padding:.625rem 1.25rem;border:0;border-radius:9999px;background:var(--wc-shop-accent,var(--primary,#1f2937));color:var(--wc-shop-on-accent,#fff);font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.wcs-button:hover{filter:brightness(1.08)}
.wcs-button:disabled,.wcs-button[aria-disabled=true]{cursor:not-allowed;background:color-mix(in srgb,currentColor 12%,transparent);color:inherit;filter:none}
.wcs-add .wcs-button{flex:1 1 100%}
.wcs-whatsapp{flex:1 1 100%;display:inline-flex;justify-content:center;min-height:2.75rem;align-items:center;padding:.5rem 1rem;border-radius:9999px;border:2px solid #0b6b3a;color:inherit;font-weight:700;text-decoration:none}
.wcs-status{margin:.5rem 0 0;font-size:.875rem}
.wcs-status:empty{margin:0}
.wcs-cart-button{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:.5rem 1rem;border:1px solid currentColor;border-radius:9999px;background:transparent;color:inherit;font:inherit;font-weight:700;cursor:pointer}
.wcs-count{min-width:1.5rem;padding:0 .375rem;border-radius:9999px;background:color-mix(in srgb,currentColor 18%,transparent);font-variant-numeric:tabular-nums;text-align:center}
.wcs-drawer{position:fixed;inset:0 0 0 auto;width:min(26rem,100vw);max-width:100vw;height:100%;max-height:none;margin:0;padding:0;border:0;background:var(--wc-shop-surface,#fff);color:var(--wc-shop-text,#171717);box-shadow:-12px 0 32px rgb(0 0 0/.2)}
.wcs-drawer::backdrop{background:rgb(0 0 0/.45)}
.wcs-panel{display:flex;flex-direction:column;height:100%;box-sizing:border-box;padding:1.25rem}
.wcs-panel-head{display:flex;align-items:center;justify-content:space-between;gap:1rem}
.wcs-panel-head h2{margin:0;font-size:1.375rem;font-weight:800}
.wcs-icon-button{display:inline-grid;place-items:center;min-width:2.75rem;min-height:2.75rem;border:1px solid color-mix(in srgb,currentColor 30%,transparent);border-radius:9999px;background:transparent;color:inherit;font:inherit;font-size:1.125rem;line-height:1;cursor:pointer}
.wcs-icon-button:disabled{opacity:.4;cursor:not-allowed}
.wcs-lines{flex:1;overflow-y:auto;list-style:none;margin:1rem 0;padding:0}
.wcs-line{display:grid;grid-template-columns:4rem 1fr;gap:.75rem;padding:.875rem 0;border-bottom:1px solid color-mix(in srgb,currentColor 12%,transparent)}
.wcs-line img,.wcs-thumb{width:4rem;height:4rem;border-radius:.5rem;object-fit:cover;background:color-mix(in srgb,currentColor 8%,transparent)}
.wcs-line p{margin:0}
.wcs-line-name{font-weight:700}
.wcs-line-meta{font-size:.875rem;opacity:.8}
.wcs-line-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:.5rem}
.wcs-line-actions output{min-width:2rem;text-align:center;font-weight:700;font-variant-numeric:tabular-nums}
.wcs-remove{margin-left:auto;padding:.5rem;border:0;background:transparent;color:inherit;font:inherit;font-size:.875rem;text-decoration:underline;cursor:pointer}
.wcs-empty{flex:1;margin:1.5rem 0;opacity:.85}
.wcs-subtotal{display:flex;justify-content:space-between;margin:0 0 .75rem;font-size:1.0625rem;font-weight:800}
.wcs-note{margin:.75rem 0 0;font-size:.875rem}
.wcs-note:empty{margin:0}
.wcs-panel>.wcs-button{width:100%;box-sizing:border-box}
}`;

/** The stylesheet, once per page (React keeps one element per `href`). */
export function ShopStyle() {
  return (
    <style href="webcraft-shop" precedence="default">
      {CSS}
    </style>
  );
}
