// The placeholders of the church's photos until its own are chosen, drawn rather than loaded: the sunrise
// over the hills, and people together, in the brand's colours.

/** The home page's large photo: the sun rising over the hills within an arch. */
export default function Sunrise() {
  return (
    <div className="h-full w-full bg-linear-to-b from-[var(--accent)]/10 to-[var(--accent)]/35">
      <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMax meet" aria-hidden="true" className="h-full w-full">
        <path d="M60 300V160a140 140 0 0 1 280 0v140Z" fill="var(--accent)" opacity="0.25" />
        <circle cx="200" cy="215" r="56" fill="var(--accent)" />
        <g stroke="var(--accent)" strokeWidth="6" strokeLinecap="round">
          <path d="M200 130v-28M142 155l-19-19M258 155l19-19M118 210H92M282 210h26" />
        </g>
        <path d="M0 245c50-24 100-24 150 0s100 24 150 0 70-20 100-10v65H0Z" fill="var(--primary)" />
        <path
          d="M0 266c50-18 100-18 150 0s100 18 150 0 70-16 100-8"
          stroke="#fff"
          strokeOpacity="0.5"
          strokeWidth="3"
          fill="none"
        />
      </svg>
    </div>
  );
}

/** People side by side: `count` heads and shoulders, the middle one a little taller. */
function People({ count }) {
  const gap = 150 / count;
  const half = Math.min(24, gap / 2 - 4);
  return (
    <g fill="white">
      {Array.from({ length: count }, (_, index) => {
        const x = 25 + gap / 2 + index * gap;
        const top = index === Math.floor(count / 2) ? 108 : 118;
        return (
          <g key={x} opacity={0.6 + (index % 2) * 0.25}>
            <circle cx={x} cy={top - half * 0.55 - 5} r={half * 0.55} />
            <path d={`M${x - half} 150V${top + half}a${half} ${half} 0 0 1 ${half * 2} 0V150Z`} />
          </g>
        );
      })}
    </g>
  );
}

/** A gallery photo's placeholder: two, three or four people together, by its place in the gallery. */
export function GalleryArt({ index }) {
  const direction = index % 2 ? "bg-linear-to-tr" : "bg-linear-to-br";
  return (
    <div className={`h-full w-full from-[var(--primary)]/80 to-[var(--accent)]/70 ${direction}`}>
      <svg viewBox="0 0 200 150" preserveAspectRatio="xMidYMax meet" aria-hidden="true" className="h-full w-full">
        <People count={[3, 2, 4][index % 3]} />
      </svg>
    </div>
  );
}
