// The placeholders of the salon's photos until its own are chosen: soft arches and sprigs over a wash of
// the brand's colours, drawn inline so the page loads nothing.

const wash = "h-full w-full from-[var(--accent)]/50 to-[var(--primary)]/90";

function Sprig({ x, y, scale = 1 }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="white">
      <path d="M0 120C0 70 8 30 30-10" stroke="white" strokeWidth="3" fill="none" opacity="0.7" />
      {[20, 50, 80].map((leafY, index) => (
        <ellipse
          key={leafY}
          cx={index % 2 ? 16 : -10}
          cy={leafY}
          rx="16"
          ry="7"
          opacity="0.55"
          transform={`rotate(${index % 2 ? -35 : 35} ${index % 2 ? 16 : -10} ${leafY})`}
        />
      ))}
    </g>
  );
}

/** The home page's large photo: an arch within the arch, a round mirror and a sprig. */
export default function Arches() {
  return (
    <div className={`${wash} bg-linear-to-b`}>
      <svg viewBox="0 0 400 500" preserveAspectRatio="xMidYMax slice" aria-hidden="true" className="h-full w-full">
        <path d="M70 500V250a130 130 0 0 1 260 0v250Z" fill="white" opacity="0.16" />
        <path d="M125 500V270a75 75 0 0 1 150 0v230" fill="none" stroke="white" strokeWidth="3" opacity="0.55" />
        <circle cx="200" cy="170" r="40" fill="white" opacity="0.85" />
        <Sprig x={318} y={350} />
      </svg>
    </div>
  );
}

const tiles = [
  <g key="arch">
    <path d="M60 200V110a40 40 0 0 1 80 0v90" fill="white" opacity="0.25" />
    <circle cx="100" cy="70" r="14" fill="white" opacity="0.85" />
  </g>,
  <Sprig key="sprig" x={100} y={50} scale={1.1} />,
  <g key="mirror">
    <circle cx="100" cy="100" r="52" fill="none" stroke="white" strokeWidth="3" opacity="0.6" />
    <circle cx="100" cy="100" r="22" fill="white" opacity="0.5" />
  </g>,
];

/** A gallery photo's placeholder: one of three small drawings, by its place in the gallery. */
export function GalleryArt({ index }) {
  return (
    <div className={`${wash} ${index % 2 ? "bg-linear-to-t" : "bg-linear-to-b"}`}>
      <svg viewBox="0 0 200 200" aria-hidden="true" className="h-full w-full">
        {tiles[index % tiles.length]}
      </svg>
    </div>
  );
}
