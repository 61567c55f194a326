// The placeholders of the restaurant's photos until its own are chosen, drawn rather than loaded: a plate,
// a cup and a sprig on a warm wash of the brand's colours.

const wash = "h-full w-full from-[var(--accent)]/20 to-[var(--primary)]/45";

/** The home page's large photo: the plate, the cup and the sprig. */
export default function Plate() {
  return (
    <div className={`${wash} bg-linear-to-br p-6 sm:p-8`}>
      <svg viewBox="0 0 400 400" aria-hidden="true" className="h-full w-full">
        <circle cx="200" cy="200" r="190" fill="var(--accent)" opacity="0.18" />
        <circle cx="185" cy="215" r="130" className="fill-white dark:fill-stone-800" />
        <circle cx="185" cy="215" r="100" fill="none" stroke="var(--accent)" strokeOpacity="0.45" strokeWidth="3" />
        <circle cx="160" cy="200" r="34" fill="#fde68a" />
        <circle cx="160" cy="200" r="15" fill="#f59e0b" />
        <path d="M200 250c20-30 60-34 80-18-12 26-50 40-80 18z" fill="#65a30d" />
        <path d="M205 246c22-10 44-14 70-12" stroke="#3f6212" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="118" y="240" width="70" height="18" rx="9" fill="#b45309" transform="rotate(-12 153 249)" />
        <g transform="translate(290 70)">
          <ellipse cx="45" cy="92" rx="58" ry="12" className="fill-stone-200 dark:fill-stone-700" />
          <path d="M5 20h80l-8 62a12 12 0 0 1-12 10H25a12 12 0 0 1-12-10z" fill="var(--primary)" />
          <path d="M85 34h10a16 16 0 0 1 0 32h-12" stroke="var(--primary)" strokeWidth="8" fill="none" />
          <ellipse cx="45" cy="20" rx="40" ry="8" fill="#78350f" />
          <path
            d="M30 4c-6-10 6-14 0-24M50 6c-6-10 6-14 0-24"
            stroke="var(--accent)"
            strokeWidth="4"
            strokeLinecap="round"
            fill="none"
          />
        </g>
      </svg>
    </div>
  );
}

const tiles = [
  <g key="plate">
    <circle cx="100" cy="75" r="48" className="fill-white dark:fill-stone-800" />
    <circle cx="100" cy="75" r="34" fill="none" stroke="var(--accent)" strokeOpacity="0.5" strokeWidth="2" />
    <path d="M88 82c8-14 26-16 36-8-6 12-24 18-36 8z" fill="#65a30d" />
  </g>,
  <g key="cup">
    <path d="M70 50h50l-5 45a8 8 0 0 1-8 7H83a8 8 0 0 1-8-7z" fill="var(--primary)" />
    <path d="M120 60h6a11 11 0 0 1 0 22h-8" stroke="var(--primary)" strokeWidth="6" fill="none" />
    <path d="M85 40c-4-7 4-10 0-17M102 40c-4-7 4-10 0-17" stroke="white" strokeWidth="3" strokeLinecap="round" />
  </g>,
  <g key="table">
    <path d="M100 28v30" stroke="white" strokeWidth="2" />
    <path d="M80 58h40l-8 16H88z" fill="var(--accent)" />
    <rect x="40" y="104" width="120" height="8" rx="4" fill="var(--primary)" />
    <path d="M56 112v22M144 112v22" stroke="var(--primary)" strokeWidth="6" strokeLinecap="round" />
  </g>,
];

/** A gallery photo's placeholder: a plate, a cup or a table, by its place in the gallery. */
export function GalleryArt({ index }) {
  return (
    <div className={`${wash} ${index % 2 ? "bg-linear-to-bl" : "bg-linear-to-br"}`}>
      <svg viewBox="0 0 200 150" aria-hidden="true" className="h-full w-full">
        {tiles[index % tiles.length]}
      </svg>
    </div>
  );
}
