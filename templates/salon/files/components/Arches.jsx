// The home page's picture, drawn rather than loaded: soft arches and a sprig, in the brand's colours.
export default function Arches({ className = "" }) {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" className={className}>
      <rect x="40" y="40" width="150" height="300" rx="75" fill="var(--accent)" opacity="0.45" />
      <rect x="170" y="10" width="150" height="330" rx="75" fill="var(--primary)" opacity="0.9" />
      <rect x="300" y="70" width="150" height="270" rx="75" fill="var(--accent)" opacity="0.25" />
      <circle cx="245" cy="110" r="38" fill="white" opacity="0.9" />
      <path d="M380 330c0-70 10-130 40-190" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.5" />
      {[180, 215, 250, 285].map((y, index) => (
        <ellipse
          key={y}
          cx={index % 2 ? 405 : 372}
          cy={y}
          rx="20"
          ry="9"
          fill="currentColor"
          opacity="0.35"
          transform={`rotate(${index % 2 ? -35 : 35} ${index % 2 ? 405 : 372} ${y})`}
        />
      ))}
    </svg>
  );
}
