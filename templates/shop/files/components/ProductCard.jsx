import { orderLink } from "./order.js";
import Photo from "./Photo.jsx";

// Until a product's photo is chosen, a drawn jar, bag or parcel, turned a little differently each time.
const shapes = [
  <g key="jar">
    <rect x="30" y="22" width="40" height="10" rx="3" fill="currentColor" opacity="0.85" />
    <rect x="24" y="32" width="52" height="56" rx="10" fill="currentColor" opacity="0.35" />
    <rect x="32" y="50" width="36" height="20" rx="3" fill="#fff" />
  </g>,
  <g key="bag">
    <path d="M26 30h48l6 58H20Z" fill="currentColor" opacity="0.4" />
    <path d="M38 30v-6a12 12 0 0 1 24 0v6" stroke="currentColor" strokeWidth="4" fill="none" />
    <circle cx="50" cy="58" r="11" fill="#fff" />
  </g>,
  <g key="box">
    <path d="M18 40 50 26l32 14v36L50 90 18 76Z" fill="currentColor" opacity="0.35" />
    <path d="M18 40 50 54l32-14M50 54v36" stroke="currentColor" strokeWidth="3" fill="none" />
  </g>,
];

/** A drawn jar, bag or parcel by `index`, on a wash of the accent colour. */
export function Goods({ index }) {
  return (
    <div className="grid h-full w-full place-items-center bg-[var(--accent)]/25 text-[var(--primary)] dark:bg-[var(--accent)]/15 dark:text-[var(--accent)]">
      <svg
        viewBox="0 0 100 100"
        className="h-2/3 w-2/3"
        style={{ transform: `rotate(${(index % 3) * 4 - 4}deg)` }}
        aria-hidden="true"
      >
        {shapes[index % shapes.length]}
      </svg>
    </div>
  );
}

/** The home page's large photo until one is chosen: a jar, a bag and a parcel on the shop's shelf. */
export function Shelf() {
  return (
    <div className="h-full w-full bg-[var(--accent)]/25 text-[var(--primary)] dark:bg-[var(--accent)]/15 dark:text-[var(--accent)]">
      <svg viewBox="0 0 400 300" aria-hidden="true" className="h-full w-full">
        {shapes.map((shape, index) => (
          <g key={shape.key} transform={`translate(${35 + index * 115} ${112 + (index % 2) * 8}) scale(1.1)`}>
            {shape}
          </g>
        ))}
        <rect x="20" y="214" width="360" height="14" rx="4" fill="currentColor" />
        <path d="M70 228v34M330 228v34" stroke="currentColor" strokeWidth="8" opacity="0.5" />
      </svg>
    </div>
  );
}

/** The look of a product's card, the shop's own (the runtime's ProductList) and the ones in site.json alike. */
export const CARD =
  "rounded-3xl border-2 border-neutral-900 bg-white shadow-[6px_6px_0_0_#171717] dark:border-neutral-700 dark:bg-neutral-900 dark:shadow-[6px_6px_0_0_#404040]";

/** A product of data/site.json's `copy.services`, at `index` there, ordered on WhatsApp. */
export default function ProductCard({ product, index }) {
  return (
    <li className={`group flex flex-col overflow-hidden ${CARD}`}>
      <div className="relative">
        <Photo
          photo={product.photo}
          slot={`copy.services.${index}.photo`}
          width={640}
          height={480}
          sizes="(min-width: 1280px) 17rem, (min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          className="aspect-[16/9] w-full sm:aspect-[4/3]"
          placeholder={<Goods index={index} />}
        />
        {product.price && (
          <p className="absolute right-3 top-3 rounded-full bg-neutral-900 px-3 py-1 text-sm font-black text-white">
            {product.price}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-black">{product.name}</h3>
        <p className="mt-1 flex-1 text-neutral-700 dark:text-neutral-300">{product.description}</p>
        <a
          href={orderLink(product.price ? `${product.name} (${product.price})` : product.name)}
          className="mt-4 whitespace-nowrap rounded-full bg-[var(--primary)] px-3 py-2.5 text-center text-[15px] font-bold text-white hover:opacity-90"
        >
          Order on WhatsApp<span className="sr-only">: {product.name}</span>
        </a>
      </div>
    </li>
  );
}
