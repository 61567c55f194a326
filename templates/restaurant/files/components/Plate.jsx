// The home page's picture, drawn rather than loaded: a plate, a cup and a sprig, in the brand's colours.
export default function Plate({ className = "" }) {
  return (
    <svg viewBox="0 0 400 400" role="presentation" aria-hidden="true" className={className}>
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
  );
}
