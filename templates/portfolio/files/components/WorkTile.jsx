import Photo from "./Photo.jsx";

// A project's cover photo, from its `photo` in data/site.json; until one is chosen, a drawn cover: one of
// four compositions of the brand's two colours, by the project's place in the list.
const compositions = [
  <>
    <rect width="400" height="300" fill="var(--primary)" />
    <circle cx="280" cy="150" r="110" fill="var(--accent)" />
    <circle cx="120" cy="210" r="50" fill="#f4f3ef" />
  </>,
  <>
    <rect width="400" height="300" fill="var(--accent)" />
    {[0, 1, 2, 3, 4, 5].map((i) => (
      <rect key={i} x={40 + i * 56} y={40 + (i % 2) * 40} width="28" height="180" rx="14" fill="var(--primary)" />
    ))}
  </>,
  <>
    <rect width="400" height="300" fill="#161616" />
    <path d="M0 300 200 60 400 300Z" fill="var(--primary)" />
    <path d="M120 300 260 130 400 300Z" fill="var(--accent)" />
  </>,
  <>
    <rect width="400" height="300" fill="#e9e6df" />
    <rect x="60" y="50" width="180" height="200" fill="var(--primary)" />
    <rect x="180" y="110" width="160" height="140" fill="var(--accent)" style={{ mixBlendMode: "multiply" }} />
  </>,
];

/** A drawn cover, for `index`'s composition. */
export function Cover({ index }) {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className="h-full w-full">
      {compositions[index % compositions.length]}
    </svg>
  );
}

/** The home page's large photo until one is chosen: the compositions' shapes across a wide frame. */
export function WideCover() {
  return (
    <svg viewBox="0 0 840 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className="h-full w-full">
      <rect width="840" height="360" fill="#e9e6df" />
      <rect width="470" height="360" fill="var(--primary)" />
      <circle cx="300" cy="96" r="36" fill="#f4f3ef" />
      <circle cx="470" cy="200" r="140" fill="var(--accent)" />
      <rect x="620" y="70" width="110" height="110" fill="#161616" />
    </svg>
  );
}

/** A project of data/site.json's `work`, at `index` there. */
export default function WorkTile({ project, index, large = false, Heading = "h3" }) {
  return (
    <article className={large ? "grid gap-4 md:grid-cols-[3fr_2fr] md:items-end md:gap-10" : ""}>
      <Photo
        photo={project.photo}
        slot={`work.${index}.photo`}
        width={800}
        height={600}
        sizes={large ? "(min-width: 768px) 42rem, calc(100vw - 2rem)" : "(min-width: 768px) 38rem, calc(100vw - 2rem)"}
        className="aspect-[4/3] w-full"
        placeholder={<Cover index={index} />}
      />
      <div>
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
          <Heading className={`${large ? "text-2xl sm:text-3xl" : "text-xl"} font-bold tracking-tight`}>
            {project.title}
          </Heading>
          <span className="font-mono-label text-xs text-neutral-600 dark:text-neutral-400">{project.year}</span>
        </div>
        <p className="font-mono-label mt-1 text-xs text-neutral-600 dark:text-neutral-400">{project.kind}</p>
        {project.summary && (
          <p className="mt-3 max-w-prose text-neutral-700 dark:text-neutral-300">{project.summary}</p>
        )}
      </div>
    </article>
  );
}
