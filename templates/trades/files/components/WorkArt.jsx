// The placeholders of the business's photos until its own are chosen, drawn rather than loaded: the van
// under the hazard stripes, and the tools of finished jobs, in the brand's colours.

/** The home page's large photo: the work van, ready to go. */
export default function Van() {
  return (
    <div className="relative h-full w-full bg-linear-to-br from-[var(--primary)] to-slate-800">
      <svg viewBox="0 0 320 200" aria-hidden="true" className="h-full w-full">
        <circle cx="250" cy="55" r="90" fill="white" opacity="0.06" />
        <path d="M40 150V82a12 12 0 0 1 12-12h140l40 34h30a10 10 0 0 1 10 10v36Z" fill="white" opacity="0.92" />
        <path d="M200 78h-8v28h42Z" fill="var(--primary)" opacity="0.55" />
        <rect x="40" y="118" width="232" height="10" fill="var(--accent)" />
        <g fill="#0f172a">
          <circle cx="92" cy="152" r="20" />
          <circle cx="226" cy="152" r="20" />
        </g>
        <g fill="white">
          <circle cx="92" cy="152" r="8" />
          <circle cx="226" cy="152" r="8" />
        </g>
      </svg>
      <div className="stripes absolute inset-x-0 bottom-0 h-3" />
    </div>
  );
}

const line = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
};

const tools = [
  <g key="tap" {...line}>
    <path d="M70 50h40M90 50v14M66 78h48a16 16 0 0 1 16 16v6" />
    <path d="M130 112c-5 8-8 12-8 16a8 8 0 0 0 16 0c0-4-3-8-8-16Z" fill="currentColor" />
  </g>,
  <g key="plug" {...line}>
    <path d="M82 36v20M118 36v20M70 56h60v18a30 30 0 0 1-60 0ZM100 104v14" />
    <path d="m104 62-10 16h12l-10 16" />
  </g>,
  <g key="wrench" {...line} strokeWidth="1.25" transform="translate(52 27) scale(4)">
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  </g>,
];

/** A finished job's placeholder: a tap, a plug or a wrench, by its place in the gallery. */
export function JobArt({ index }) {
  return (
    <div className="h-full w-full bg-linear-to-br from-[var(--primary)]/10 to-[var(--primary)]/30 text-[var(--primary)] dark:from-slate-800 dark:to-[var(--primary)]/50 dark:text-white">
      <svg viewBox="0 0 200 150" aria-hidden="true" className="h-full w-full">
        {tools[index % tools.length]}
      </svg>
    </div>
  );
}
