import site from "../data/site.json";

/** The coming events from site.json, each with its date in a block. */
export default function Events({ headingLevel = 2 }) {
  const events = site.events ?? [];
  const Heading = `h${headingLevel + 1}`;
  if (events.length === 0) return <p className="text-stone-600 dark:text-stone-300">No events are planned just now.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {events.map((event) => {
        const [day, ...month] = event.date.split(" ");
        return (
          <li
            key={`${event.date}${event.title}`}
            className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
          >
            <div className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-lg bg-[var(--primary)] text-white">
              <span className="text-2xl font-bold leading-none">{day}</span>
              <span className="mt-1 text-xs uppercase tracking-wide">{month.join(" ").slice(0, 3)}</span>
            </div>
            <div>
              <Heading className="font-display text-lg font-semibold text-stone-900 dark:text-white">
                {event.title}
              </Heading>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {event.date} · {event.time} · {event.place}
              </p>
              <p className="mt-2">{event.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
